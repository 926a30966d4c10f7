import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  correctionOf,
  leafQuestions,
  presentMeasurement,
  scoreAnswerSet,
  swissCrossToScores,
} from '@values-cross/core';
import { questionnaire, served, surveyStateOf } from '@/testing/served-questionnaire';
import { jsonResponse } from '@/testing/groups';
import { deviceResult } from './device-result';

// The device scores a result while the server cannot be reached with core's scoring, as the
// server does, against the questionnaire version the answers were given to (decision 0059).

const leaves = leafQuestions(questionnaire.questions);
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** A person's answers: for each leaf question, one answer or none (passed). */
const arbAnswers = fc.array(fc.option(fc.nat(), { nil: undefined }), {
  minLength: leaves.length,
  maxLength: leaves.length,
});

const stateOf = (picks: readonly (number | undefined)[], long: boolean) =>
  surveyStateOf(leaves, picks, long);

describe('a result scored on the device', () => {
  it('has the scores and measurement the server gives the same answers, and no code', async () => {
    await fc.assert(
      fc.asyncProperty(arbAnswers, fc.boolean(), async (picks, long) => {
        const state = stateOf(picks, long);
        const answerIds = Object.values(state.answeredQuestions).flat();
        fc.pre(answerIds.length > 0);
        fetchMock.mockResolvedValueOnce(jsonResponse(200, served));
        const result = await deviceResult(state, 'fr');
        const input = {
          questions: questionnaire.questions,
          answerIds,
          longVersionAttempted: long,
          correction: correctionOf(questionnaire),
        };
        const { scores } = scoreAnswerSet(input);
        expect(result?.code).toBe('');
        expect(swissCrossToScores(result?.swissCross ?? swissCrossOf([]))).toEqual(scores);
        expect(result?.measurement).toEqual(presentMeasurement(input, scores));
      }),
      { numRuns: 25 },
    );
  });

  it('is not made for another version than the answers were given to, nor without offsets', async () => {
    const state = stateOf([0, 0, 0], false);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...served, version: '1999.1' }));
    expect(await deviceResult(state, 'de')).toBeNull();
    const { correction: _without, ...old } = served;
    fetchMock.mockResolvedValueOnce(jsonResponse(200, old));
    expect(await deviceResult(state, 'de')).toBeNull();
  });
});

function swissCrossOf(scores: number[]) {
  return Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`score${i + 1}`, scores[i] ?? NaN]),
  ) as Parameters<typeof swissCrossToScores>[0];
}
