import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Answer, Questionnaire, QuestionContent } from '@values-cross/core';
import { currentQuestionnaire } from '../src/index';
import { allQuestions } from './check-structure';

/** The content package folder (for tests reading the shipped files). */
export const CONTENT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file name the checks report for the current questionnaire. */
export const CURRENT_FILE = `questionnaire/${currentQuestionnaire().version}.json`;

/** A deep copy of the current questionnaire, free to break. */
export function brokenCopy(): Questionnaire {
  return structuredClone(currentQuestionnaire());
}

/** A question (top-level or child) of a questionnaire by id; throws when absent. */
export function questionById(qn: Questionnaire, id: number): QuestionContent {
  const found = allQuestions(qn.questions).find((q) => q.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
}

/** The answer at a 0-based position of a question; throws when absent. */
export function answerAt(q: QuestionContent, index: number): Answer {
  const found = q.answers[index];
  if (!found) throw new Error(`question ${q.id} has no answer ${index}`);
  return found;
}
