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
function answering(snapshots: unknown[], average: unknown = 0.5) {
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
          average: values(average),
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

const show = (scores = Array.from({ length: 12 }, () => 0.5)) =>
  render(
    <TranslatorProvider translator={translator}>
      <MemoryRouter initialEntries={['/en/result']}>
        <ResultStanding own={{ code: 'Ab12Cd34Ef', secret: 's' }} scores={scores} locale="en" />
      </MemoryRouter>
    </TranslatorProvider>,
  );

describe('where the result stands', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says it needs the network while there is none, and shows once the network is back', async () => {
    answering([]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input) =>
      String(input).includes('/standing') && !navigator.onLine
        ? Promise.reject(new TypeError('Failed to fetch'))
        : (answer?.(input) ?? Promise.reject(new Error('no answer'))),
    );
    show();
    expect(
      await screen.findByText(
        'Where you stand needs the network: it shows once you are online again.',
      ),
    ).toBeVisible();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByText(/needs the network/)).toBeNull();
    online.mockRestore();
  });

  it('keeps the figures it shows when the network goes away, and asks nothing more', async () => {
    answering([]);
    show();
    expect(await screen.findByRole('table')).toBeVisible();
    const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/standing'));
    expect(asked()).toHaveLength(1);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('table')).toBeVisible();
    expect(screen.queryByText(/needs the network/)).toBeNull();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toHaveLength(1);
    online.mockRestore();
  });

  it('links the open data only once a snapshot is published', async () => {
    answering([]);
    show();
    expect(await screen.findByText(population.standing.method, { exact: false })).toBeVisible();
    // Whom the figures count: each person once, never oneself among the others.
    expect(screen.getByText(population.standing.counting, { exact: false })).toBeVisible();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('open-data'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: population.standing.openData })).toBeNull();
  });

  it('gives the band behind “about the same” in points, the value shown inside it', async () => {
    answering([]);
    // 0.798 is shown as 80 and counted in the band 60–80; 0.8 in 80–100; 0 in 0–20.
    show([0.798, 0.8, 0, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    const rows = (await screen.findAllByRole('row')).slice(1).map((row) => row.textContent);
    const nbsp = (text: string) => text.replace(' %', '\u00a0%');
    expect(rows[0]).toContain(nbsp('20 % (60–80)'));
    expect(rows[1]).toContain(nbsp('20 % (80–100)'));
    expect(rows[2]).toContain(nbsp('20 % (0–20)'));
    expect(rows[3]).toContain(nbsp('20 % (80–100)'));
  });

  it('lays no average over the cross below the threshold of every average shown, and says from when', async () => {
    answering([], null);
    show();
    expect(
      await screen.findByText(
        'The average of these participants is shown from 300 participants on.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(population.standing.legend.average)).toBeNull();
    expect(document.querySelector('.cross__overlay')).toBeNull();
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
