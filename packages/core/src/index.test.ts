import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('public API', () => {
  it.each([
    'DIMENSIONS',
    'VALUE_DIMENSIONS',
    'CHAPTER_KEYS',
    'localize',
    'isLocale',
    'isMultipleChoice',
    'isMax3',
    'maxSelections',
    'isYesNoQuestion',
    'leafQuestions',
    'findAnswerIndex',
    'questionScoreBounds',
    'withScoreBounds',
    'CORRECTION_SHORT',
    'CORRECTION_LONG',
    'scoreAnswerSet',
    'roundTo3',
    'scoresToSwissCross',
    'isQuestionAnswered',
    'selectAnswers',
    'toggleMultipleChoice',
    'isOptionDisabled',
    'answerIdsOf',
    'answerMapFromIds',
    'validateAnswerSet',
    'questionOrder',
    'shortVersionLength',
    'progressWidth',
    'nextRoute',
    'previousRoute',
    'chapterStart',
    'firstLongQuestion',
    'crossGeometry',
    'crossPath',
    'REFERENCE_SCORES',
    'verbalProfile',
    'profilePhraseKey',
    'PASSWORD_MIN_LENGTH',
    'passwordChecks',
    'isValidPassword',
    'isValidEmail',
    'PORTRAIT_MAX_BYTES',
    'PORTRAIT_TYPES',
    'portraitProblem',
    'MAX3_LIMIT',
  ])('exports %s', (name) => {
    expect(core).toHaveProperty(name);
    expect((core as Record<string, unknown>)[name]).toBeDefined();
  });

  it('does not export the test factories', () => {
    expect(core).not.toHaveProperty('scored');
    expect(core).not.toHaveProperty('arbQuestionnaire');
  });

  it('has the spec constants', () => {
    expect(core.PASSWORD_MIN_LENGTH).toBe(10);
    expect(core.PORTRAIT_MAX_BYTES).toBe(1048576);
    expect(core.PORTRAIT_TYPES).toEqual(['image/jpeg', 'image/png']);
    expect(core.MAX3_LIMIT).toBe(3);
    expect(core.CHAPTER_KEYS).toEqual(['here', 'there', 'me', 'we']);
  });
});
