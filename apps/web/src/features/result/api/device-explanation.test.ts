import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { explainValues, leafQuestions, swissCrossToScores } from '@values-cross/core';
import { questionnaire, served, surveyStateOf } from '@/testing/served-questionnaire';
import { jsonResponse } from '@/testing/groups';
import { deviceExplanation, type ValueWords } from './device-explanation';
import { deviceResult } from './device-result';

// A result the device scored while the server could not be reached is explained value by value
// as the server explains a stored one (decision 0059): the same answers behind each value, with
// the questionnaire's words in the page's language, and the page's words for the values.

const leaves = leafQuestions(questionnaire.questions).filter((q) => q.inNexpresso);
const words: ValueWords = {
  name: (key) => `name of ${key}`,
  meaning: (key) => ({ high: `high ${key}`, low: `low ${key}` }),
};
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, served)));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const stateOf = (picks: readonly (number | undefined)[]) => surveyStateOf(leaves, picks);

describe('the explanation of a result scored on the device', () => {
  it('is the explanation the questionnaire itself gives the same answers, with the page’s words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.nat(), { nil: undefined }), {
          minLength: leaves.length,
          maxLength: leaves.length,
        }),
        fc.constantFrom('de', 'fr', 'it', 'en' as const),
        async (picks, locale) => {
          const state = stateOf(picks);
          const answerIds = Object.values(state.answeredQuestions).flat();
          fc.pre(answerIds.length > 0);
          const result = await deviceResult(state, locale);
          if (!result) throw new Error('the device made no result');
          const explanation = await deviceExplanation(result, locale, words);
          const expected = explainValues({
            questions: questionnaire.questions,
            answerIds,
            scores: swissCrossToScores(result.swissCross),
            measurement: result.measurement,
            locale,
          });
          expect(explanation?.code).toBe('');
          expect(explanation?.dimensions).toEqual(
            expected.map((value) => ({
              ...value,
              name: `name of ${value.key}`,
              meaning: { high: `high ${value.key}`, low: `low ${value.key}` },
            })),
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it('is not made when the device holds another version than the answers were given to', async () => {
    const result = await deviceResult(stateOf([0, 1, 2, 0, 1]), 'de');
    if (!result) throw new Error('the device made no result');
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { ...served, version: '1999.1' })),
    );
    expect(await deviceExplanation(result, 'de', words)).toBeNull();
  });
});
