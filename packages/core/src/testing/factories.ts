/**
 * Terse builders of questions and answers for tests only (not exported from the package index).
 * Scorings are given sparsely, e.g. { curiosity: 2, power: -1 }, the rest being zero.
 */
import { DIMENSION_KEYS, type DimensionKey } from '../questionnaire/dimensions';
import type { Answer, LocalizedText, QuestionContent, QuestionType } from '../questionnaire/types';

/** A sparse scoring by dimension key, or all twelve numbers. */
export type ScoringSpec = Partial<Record<DimensionKey, number>> | readonly number[];

/** Twelve numbers from a sparse scoring; unnamed dimensions are 0. */
export function vec(spec: ScoringSpec = {}): number[] {
  if (Array.isArray(spec)) return DIMENSION_KEYS.map((_, d) => (spec as number[])[d] ?? 0);
  const sparse = spec as Partial<Record<DimensionKey, number>>;
  return DIMENSION_KEYS.map((key) => sparse[key] ?? 0);
}

/** A localized text with the German text given and the other languages as given or empty. */
export function txt(de: string, others: Partial<LocalizedText> = {}): LocalizedText {
  return { de, fr: others.fr ?? '', it: others.it ?? '', en: others.en ?? '' };
}

/** One answer; the German text defaults to "Answer {id}". */
export function answer(input: {
  id: number;
  scoring?: ScoringSpec;
  de?: string;
  row?: number;
}): Answer {
  return {
    id: input.id,
    row: input.row ?? 1,
    text: txt(input.de ?? `Answer ${input.id}`),
    scoring: vec(input.scoring),
  };
}

/** One question (default SC, chapter 1, short version, no answers, no children). */
export function question(input: {
  id: number;
  type?: QuestionType;
  chapter?: number;
  inNexpresso?: boolean;
  answers?: Answer[];
  childQuestions?: QuestionContent[];
}): QuestionContent {
  return {
    id: input.id,
    type: input.type ?? 'SC',
    title: txt(`Title ${input.id}`),
    text: txt(`Question ${input.id}`),
    chapter: input.chapter ?? 1,
    inNexpresso: input.inNexpresso ?? true,
    childQuestions: input.childQuestions ?? [],
    answers: input.answers ?? [],
  };
}

/**
 * A question whose answers are built from scorings, with ids id*10+1, id*10+2, … in order
 * (so question 4's answers are 41, 42, …).
 */
export function scored(input: {
  id: number;
  type?: QuestionType;
  scorings: ScoringSpec[];
  chapter?: number;
  inNexpresso?: boolean;
}): QuestionContent {
  const answers = input.scorings.map((scoring, i) =>
    answer({ id: input.id * 10 + i + 1, scoring, row: i + 1 }),
  );
  return question({ ...input, answers });
}

/** A GROUP question holding the given children. */
export function group(id: number, childQuestions: QuestionContent[]): QuestionContent {
  return question({ id, type: 'GROUP', childQuestions });
}
