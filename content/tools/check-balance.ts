import {
  VALUE_DIMENSIONS,
  isMultipleChoice,
  leafQuestions,
  type Questionnaire,
  type QuestionContent,
} from '@values-cross/core';
import { compareVersions } from '../src/questionnaires';
import { problem, type Problem } from './problem';

/**
 * The first version held to the balance rules (issue 54): every version before it was published
 * with lists that can only add and with loadings at one end of a scale.
 */
export const BALANCED_FROM = '2027.2';

/**
 * The values an ordered question (single choice on a scale, least first) moves one way only: an
 * end of the scale that raises a value while no answer lowers it (or the reverse) reads one
 * opinion as a trait and its opposite as nothing.
 */
export function oneWayValues(q: QuestionContent): string[] {
  if (q.type !== 'SC') return [];
  return VALUE_DIMENSIONS.filter(({ index }) => {
    const points = q.answers.map((a) => a.scoring[index] ?? 0);
    return points.some((p) => p > 0) !== points.some((p) => p < 0);
  }).map((d) => d.key);
}

/**
 * The values whose points turn along an ordered question's scale (up, then down, or the
 * reverse): its options then stand on more than one dimension for that value.
 */
export function turningValues(q: QuestionContent): string[] {
  if (q.type !== 'SC') return [];
  const ordered = [...q.answers].sort((a, b) => a.row - b.row);
  return VALUE_DIMENSIONS.filter(({ index }) => {
    const steps = ordered
      .slice(1)
      .map((a, i) => (a.scoring[index] ?? 0) - (ordered[i]?.scoring[index] ?? 0));
    return steps.some((step) => step > 0) && steps.some((step) => step < 0);
  }).map((d) => d.key);
}

/**
 * The values whose points do not sum to zero over a list's options: ticking more options then
 * moves the value by itself, whatever is ticked (the benchmark's "three ticks instead of one").
 */
export function unbalancedValues(q: QuestionContent): string[] {
  if (!isMultipleChoice(q)) return [];
  return VALUE_DIMENSIONS.filter(
    ({ index }) => q.answers.reduce((sum, a) => sum + (a.scoring[index] ?? 0), 0) !== 0,
  ).map((d) => d.key);
}

/** Whether a top-level question may stand in a balanced short version: none of its lists tips. */
export function fitsBalancedShortVersion(q: QuestionContent): boolean {
  return leafQuestions([q]).every((leaf) => unbalancedValues(leaf).length === 0);
}

/**
 * From BALANCED_FROM on: every ordered question moves each value it loads both ways and in one
 * direction along its scale, and every list of the short version balances each value over its
 * options.
 */
export function checkBalance(input: { file: string; questionnaire: Questionnaire }): Problem[] {
  const { file, questionnaire } = input;
  if (compareVersions(questionnaire.version, BALANCED_FROM) < 0) return [];
  const problems: Problem[] = [];
  for (const top of questionnaire.questions) {
    for (const q of leafQuestions([top])) {
      const oneWay = oneWayValues(q);
      if (oneWay.length > 0) {
        problems.push(
          problem(
            file,
            `moves ${oneWay.join(', ')} one way only (an ordered question moves a value both ways)`,
            {
              questionId: q.id,
            },
          ),
        );
      }
      const turning = turningValues(q);
      if (turning.length > 0) {
        problems.push(
          problem(
            file,
            `the points for ${turning.join(', ')} turn along the scale (an ordered question's options stand on one dimension)`,
            {
              questionId: q.id,
            },
          ),
        );
      }
      const unbalanced = top.inNexpresso ? unbalancedValues(q) : [];
      if (unbalanced.length > 0) {
        problems.push(
          problem(
            file,
            `a list of the short version whose points for ${unbalanced.join(', ')} do not sum to zero over its options`,
            {
              questionId: q.id,
            },
          ),
        );
      }
    }
  }
  return problems;
}
