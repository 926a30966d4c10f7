import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import population from '@values-cross/content/locales/en/population.json';
import common from '@values-cross/content/locales/en/common.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { jsonResponse } from '@/testing/groups';
import { ResultStanding } from './ResultStanding';

const fetchMock = vi.fn<typeof fetch>();
const translator = new Translator('en', { en: { common, population } });

const values = (figure: unknown) =>
  Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`score${i + 1}`, figure]));

/** The API as the standing section asks it, with `snapshots` published open data. */
function answering(snapshots: unknown[]) {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('/about')) return Promise.resolve(jsonResponse(200, null));
    if (url.includes('/standing')) {
      return Promise.resolve(
        jsonResponse(200, {
          among: 'all',
          canton: null,
          ageBand: null,
          size: 35,
          shares: values({ lower: 40, same: 20, higher: 40 }),
          average: values(0.5),
          questionnaireVersion: '2027.1',
        }),
      );
    }
    return Promise.resolve(
      jsonResponse(200, {
        licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
        rules: {
          minimumCount: 30,
          countStep: 5,
          valueBand: 0.2,
          minimumGain: 30,
          minimumNetworks: 10,
        },
        snapshots,
      }),
    );
  });
}

const show = () =>
  render(
    <TranslatorProvider translator={translator}>
      <MemoryRouter initialEntries={['/en/result']}>
        <ResultStanding
          own={{ code: 'Ab12Cd34Ef', secret: 's' }}
          scores={Array.from({ length: 12 }, () => 0.5)}
          locale="en"
        />
      </MemoryRouter>
    </TranslatorProvider>,
  );

describe('where the result stands', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('links the open data only once a snapshot is published', async () => {
    answering([]);
    show();
    expect(await screen.findByText(population.standing.method, { exact: false })).toBeVisible();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('open-data'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: population.standing.openData })).toBeNull();
  });

  it('links the open data when a snapshot is out', async () => {
    answering([{ snapshot: '2026-12-01', publishedAt: '2026-12-01T03:00:00Z', versions: [] }]);
    show();
    expect(await screen.findByRole('link', { name: population.standing.openData })).toHaveAttribute(
      'href',
      '/en/open-data',
    );
  });
});
