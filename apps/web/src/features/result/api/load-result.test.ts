import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer } from '@/testing/results';
import { loadResult } from './result-route';

function args(address: string): Parameters<typeof loadResult>[0] {
  const url = new URL(address);
  return {
    request: new Request(url),
    url,
    params: { lang: 'de' },
    context: undefined,
    pattern: '',
  };
}

/** The API's answer for the result `abcdefghijkl` of 2027.1 with these scores. */
const answerSet = (scores: readonly number[]) => answerSetAnswer('abcdefghijkl', { scores });

describe('the result route loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "not found" for a code the server does not know', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(404, { detail: 'not_found' }));
    await expect(loadResult(args('http://x/de/result?id=abcdefghijkl'))).resolves.toEqual({
      status: 'not-found',
    });
  });

  it('retries, never says "not found", when the answer has another shape than expected', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { code: 'abcdefghijkl' }));
    await expect(loadResult(args('http://x/de/result?id=abcdefghijkl'))).resolves.toEqual({
      status: 'retrying',
    });
  });

  it("loads the average cross of the result's version with it: the page calls no API once it works", async () => {
    const scores = Array.from({ length: 12 }, (_, i) => i / 12);
    const answers: Record<string, unknown> = {
      '/api/v1/answer-set/abcdefghijkl': answerSet(scores),
      '/api/v1/statistics/': {
        minimumResults: 300,
        versions: [
          {
            questionnaireVersion: '2026.1',
            all: { results: 900, scores: scores.map(() => 0) },
            languages: {},
          },
          { questionnaireVersion: '2027.1', all: { results: 412, scores }, languages: {} },
        ],
      },
    };
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      asked.push(path);
      return path in answers
        ? jsonResponse(200, answers[path])
        : jsonResponse(404, { detail: 'not_found' });
    });
    const loaded = await loadResult(args('http://x/de/result?id=abcdefghijkl'));
    expect(loaded).toMatchObject({
      status: 'shown',
      answerSet: { code: 'abcdefghijkl' },
      average: { results: 412, scores },
      made: false,
    });
    expect(asked).toContain('/api/v1/statistics/');
  });

  it('loads the result without an average while too few took part', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/v1/statistics/') {
        return jsonResponse(200, {
          minimumResults: 300,
          versions: [
            { questionnaireVersion: '2027.1', all: { results: 12, scores: null }, languages: {} },
          ],
        });
      }
      return jsonResponse(200, answerSet(Array.from({ length: 12 }, () => 0.5)));
    });
    const loaded = await loadResult(args('http://x/de/result?id=abcdefghijkl'));
    expect(loaded).toMatchObject({ status: 'shown', average: null });
    // The explanation is on its way beside it; one that cannot be read is none, not an error.
    await expect(loaded.status === 'shown' ? loaded.explanation : undefined).resolves.toBeNull();
  });
});
