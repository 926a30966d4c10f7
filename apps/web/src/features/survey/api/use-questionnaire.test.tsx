import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { served } from '@/testing/served-questionnaire';
import { QuestionnaireStatus } from '../components/QuestionnaireStatus';
import { questionnaireLoader, useQuestionnaire } from './use-questionnaire';

// The survey's pages read the questionnaire through their route's loader only: where it cannot
// be loaded, the page says so and the route's loader tries again, every 3 s and on request.

const fetchMock = vi.fn<typeof fetch>();

function Probe() {
  const load = useQuestionnaire();
  if (load.status !== 'ready') return <QuestionnaireStatus load={load} />;
  return <p>{`${load.questionnaire.questions.length} questions`}</p>;
}

function survey(lang: string) {
  renderInDataRouter(<Probe />, {
    path: `/${lang}/question/1`,
    pattern: '/:lang/question/:id?',
    loader: questionnaireLoader(),
  });
}

/** The API is away until `back()` is called. */
function networkAway() {
  let away = true;
  fetchMock.mockImplementation(async () => {
    if (away) throw new TypeError('network down');
    return jsonResponse(200, served);
  });
  return { back: () => (away = false) };
}

const questions = `${served.questions.length} questions`;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the questionnaire of the survey’s pages', () => {
  it('says it could not be loaded, and the route loads it again 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const network = networkAway();
    survey('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    const tried = fetchMock.mock.calls.length;
    network.back();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByText(questions)).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(tried);
  });

  it('loads it again at once on "try again"', async () => {
    const network = networkAway();
    survey('it');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    network.back();
    await userEvent.click(retry);
    expect(await screen.findByText(questions)).toBeInTheDocument();
  });
});
