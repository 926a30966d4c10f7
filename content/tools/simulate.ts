import {
  DIMENSION_COUNT,
  correctionOf,
  isMax3,
  isMultipleChoice,
  leafQuestions,
  scoreAnswerSet,
  seededRandom,
  type Answer,
  type Questionnaire,
  type QuestionContent,
} from '@values-cross/core';
import { partQuestions, type Part } from './check-dimensions';

/** The seeded PRNG of every simulation here: core's (the order of lists uses it too). */
export { seededRandom };

const byRow = (q: QuestionContent): Answer[] => [...q.answers].sort((a, b) => a.row - b.row);
const isNone = (a: Answer): boolean => a.scoring.every((v) => v === 0);

/**
 * The answers of a respondent who always picks the middle: SC/OPT the row ceil(n/2), MC the
 * zero-scored 'none' option if there is one (else the first), MAX3 the first option.
 */
export function middleAnswerIds(questions: readonly QuestionContent[]): number[] {
  return leafQuestions(questions).flatMap((q) => {
    const answers = byRow(q);
    if (isMax3(q)) return answers.slice(0, 1).map((a) => a.id);
    if (isMultipleChoice(q))
      return [answers.find(isNone) ?? answers[0]].flatMap((a) => (a ? [a.id] : []));
    const middle = answers[Math.ceil(answers.length / 2) - 1];
    return middle ? [middle.id] : [];
  });
}

function pickDistinct<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return picked;
}

function randomChoice(q: QuestionContent, random: () => number): Answer[] {
  if (isMax3(q)) return pickDistinct(q.answers, 1 + Math.floor(random() * 3), random);
  if (isMultipleChoice(q)) {
    for (;;) {
      const subset = q.answers.filter(() => random() < 0.5);
      if (subset.length > 0) return subset;
    }
  }
  return pickDistinct(q.answers, 1, random);
}

/**
 * The answers of a respondent answering at random: SC/OPT one answer, MC a non-empty subset,
 * MAX3 one to three options, every child of a group.
 */
export function randomAnswerIds(
  questions: readonly QuestionContent[],
  random: () => number,
): number[] {
  return leafQuestions(questions).flatMap((q) => randomChoice(q, random).map((a) => a.id));
}

/** Per dimension: how a simulated population's scores are distributed. */
export interface DimensionSummary {
  /** Mean and standard deviation of the corrected scores. */
  mean: number;
  sd: number;
  /** Mean of the uncorrected percentages (what the correction offsets are calibrated on). */
  rawMean: number;
  /** Share of respondents at exactly 0 and at exactly 1. */
  atZero: number;
  atOne: number;
}

/** Scores a part of the questionnaire for one respondent's answer ids. */
export function scorePart(qn: Questionnaire, part: Part, answerIds: readonly number[]) {
  return scoreAnswerSet({
    questions: partQuestions(qn, part),
    answerIds,
    longVersionAttempted: part === 'long',
    correction: correctionOf(qn),
  });
}

/** Simulates `respondents` random respondents of a part with a seeded PRNG (reproducible). */
export function simulateRandom(input: {
  questionnaire: Questionnaire;
  part: Part;
  respondents: number;
  seed: number;
}): DimensionSummary[] {
  const random = seededRandom(input.seed);
  const questions = partQuestions(input.questionnaire, input.part);
  const scores: number[][] = [];
  const raws: number[][] = [];
  for (let i = 0; i < input.respondents; i += 1) {
    const result = scorePart(input.questionnaire, input.part, randomAnswerIds(questions, random));
    scores.push(result.scores);
    raws.push(result.percentages);
  }
  return Array.from({ length: DIMENSION_COUNT }, (_, d) => {
    const values = scores.map((s) => s[d] ?? 0);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
    return {
      mean,
      sd: Math.sqrt(variance),
      rawMean: raws.reduce((sum, r) => sum + (r[d] ?? 0), 0) / raws.length,
      atZero: values.filter((v) => v === 0).length / values.length,
      atOne: values.filter((v) => v === 1).length / values.length,
    };
  });
}
