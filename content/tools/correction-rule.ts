import { ruleOffsets, type Correction, type Questionnaire } from '@values-cross/core';
import { partQuestions } from './check-dimensions';

/**
 * The correction rule of every version after 2026.1 (docs/decisions/0035): per part, each value
 * dimension's offset is the random answerer's expected percentage (core's ruleOffsets), so that
 * answering at random lands at 0.5; the four internal dimensions stay uncorrected (0).
 */
export function ruleCorrection(questionnaire: Pick<Questionnaire, 'questions'>): Correction {
  return {
    short: ruleOffsets(partQuestions(questionnaire, 'short')),
    long: ruleOffsets(partQuestions(questionnaire, 'long')),
  };
}
