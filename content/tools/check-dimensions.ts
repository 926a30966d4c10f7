import {
  VALUE_DIMENSIONS,
  correctionOf,
  isMax3,
  isMultipleChoice,
  leafQuestions,
  scoreAnswerSet,
  type Answer,
  type Questionnaire,
  type QuestionContent,
} from '@values-cross/core';
import { problem, type Problem } from './problem';

/** Each value dimension needs this many short-version questions raising it, and lowering it. */
export const MIN_SHORT_LOADINGS = 3;

/** The two survey parts scored by the app: short version alone, or everything (long). */
export type Part = 'short' | 'long';

/** The top-level questions of a part and whether the long version counts as attempted. */
export function partQuestions(qn: Pick<Questionnaire, 'questions'>, part: Part): QuestionContent[] {
  return part === 'short' ? qn.questions.filter((q) => q.inNexpresso) : qn.questions;
}

/** How many top-level questions raise (some answer > 0) and lower (some answer < 0) dimension d. */
export interface Loading {
  positive: number;
  negative: number;
  /** Questions with any non-zero score on the dimension. */
  any: number;
}

/** Counts the questions loading dimension d (a GROUP counts once, through its children). */
export function dimensionLoading(questions: readonly QuestionContent[], d: number): Loading {
  const loading: Loading = { positive: 0, negative: 0, any: 0 };
  for (const q of questions) {
    const values = leafQuestions([q]).flatMap((leaf) => leaf.answers.map((a) => a.scoring[d] ?? 0));
    const up = values.some((v) => v > 0);
    const down = values.some((v) => v < 0);
    if (up) loading.positive += 1;
    if (down) loading.negative += 1;
    if (up || down) loading.any += 1;
  }
  return loading;
}

function bestAnswers(q: QuestionContent, d: number, sign: 1 | -1): Answer[] {
  const ranked = [...q.answers].sort((a, b) => sign * ((b.scoring[d] ?? 0) - (a.scoring[d] ?? 0)));
  const first = ranked.slice(0, 1);
  if (!isMultipleChoice(q)) return first;
  const helpful = ranked.filter((a) => sign * (a.scoring[d] ?? 0) > 0);
  const chosen = isMax3(q) ? helpful.slice(0, 3) : helpful;
  return chosen.length > 0 ? chosen : first;
}

/**
 * The answers of a respondent pushing dimension d as far up (sign 1) or down (sign -1) as the
 * questions allow: per leaf question the best single answer, or for MC every helpful answer
 * (MAX3: the three most helpful).
 */
export function extremeAnswerIds(questions: readonly QuestionContent[], d: number, sign: 1 | -1) {
  return leafQuestions(questions).flatMap((q) => bestAnswers(q, d, sign).map((a) => a.id));
}

/** The corrected score of dimension d for the extreme respondent of a part. */
export function extremeScore(input: {
  questionnaire: Questionnaire;
  part: Part;
  d: number;
  sign: 1 | -1;
}): number {
  const questions = partQuestions(input.questionnaire, input.part);
  const result = scoreAnswerSet({
    questions,
    answerIds: extremeAnswerIds(questions, input.d, input.sign),
    longVersionAttempted: input.part === 'long',
    correction: correctionOf(input.questionnaire),
  });
  return result.scores[input.d] ?? Number.NaN;
}

/**
 * The dimension rules: every value dimension is loaded by at least MIN_SHORT_LOADINGS
 * short-version questions in each direction, and reaches both 0 and 1 (corrected, scored by
 * core's scoreAnswerSet) in the short version and in the long version.
 */
export function checkDimensions(input: { file: string; questionnaire: Questionnaire }): Problem[] {
  const { file, questionnaire } = input;
  const problems: Problem[] = [];
  const short = partQuestions(questionnaire, 'short');
  for (const dim of VALUE_DIMENSIONS) {
    const loading = dimensionLoading(short, dim.index);
    for (const [direction, count] of [
      ['raise', loading.positive],
      ['lower', loading.negative],
    ] as const) {
      if (count < MIN_SHORT_LOADINGS) {
        problems.push(
          problem(
            file,
            `dimension ${dim.key}: only ${count} short-version question(s) ${direction} it; at least ${MIN_SHORT_LOADINGS} needed`,
          ),
        );
      }
    }
    for (const part of ['short', 'long'] as const) {
      const top = extremeScore({ questionnaire, part, d: dim.index, sign: 1 });
      const bottom = extremeScore({ questionnaire, part, d: dim.index, sign: -1 });
      if (top !== 1)
        problems.push(
          problem(file, `dimension ${dim.key} cannot reach 1 in the ${part} version (best ${top})`),
        );
      if (bottom !== 0)
        problems.push(
          problem(
            file,
            `dimension ${dim.key} cannot reach 0 in the ${part} version (lowest ${bottom})`,
          ),
        );
    }
  }
  return problems;
}
