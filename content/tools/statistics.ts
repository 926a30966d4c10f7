import { easyMeasures, type EasyMeasure } from './check-easy';
import {
  DIMENSIONS,
  QUESTION_TYPES,
  addScores,
  questionScoreBounds,
  zeroScores,
  type Questionnaire,
  type QuestionType,
} from '@values-cross/core';
import { dimensionLoading, partQuestions, type Loading, type Part } from './check-dimensions';
import { allQuestions } from './check-structure';
import { middleAnswerIds, scorePart, simulateRandom, type DimensionSummary } from './simulate';

/** Simulated random respondents per part, and the PRNG seed (fixed: the report is reproducible). */
export const RESPONDENTS = 1000;
export const SEED = 20261;
/** A mean corrected score outside this range is flagged; so is a dimension pinned at 0 or 1. */
export const NEUTRAL_RANGE = [0.35, 0.65] as const;
export const PINNED_SHARE = 0.5;

/** Everything the report shows about one dimension in one part (short or long). */
export interface PartFigures {
  loading: Loading;
  /** Sums of the question bounds of the part: the raw range of the dimension. */
  rawMin: number;
  rawMax: number;
  /** Corrected score of the respondent who always picks the middle. */
  middle: number;
  random: DimensionSummary;
  flags: string[];
}

/** One row of the report: a dimension with its figures for both parts. */
export interface DimensionStatistics {
  key: string;
  shown: boolean;
  short: PartFigures;
  long: PartFigures;
}

/** The statistics of one questionnaire version. */
export interface VersionStatistics {
  version: string;
  file: string;
  topLevelQuestions: number;
  shortQuestions: number;
  allQuestions: number;
  types: Record<QuestionType, number>;
  dimensions: DimensionStatistics[];
  /** How easy each language's easy-to-read question texts read. */
  easy: EasyMeasure[];
}

const outside = (x: number): boolean => x < NEUTRAL_RANGE[0] || x > NEUTRAL_RANGE[1];

function flagsOf(random: DimensionSummary): string[] {
  const flags: string[] = [];
  if (outside(random.mean)) flags.push(`random mean ${random.mean.toFixed(3)} outside 0.35..0.65`);
  if (random.atZero > PINNED_SHARE)
    flags.push(`pinned at 0 (${(random.atZero * 100).toFixed(0)}%)`);
  if (random.atOne > PINNED_SHARE) flags.push(`pinned at 1 (${(random.atOne * 100).toFixed(0)}%)`);
  return flags;
}

function partFigures(qn: Questionnaire, part: Part): PartFigures[] {
  const questions = partQuestions(qn, part);
  const bounds = questions
    .map(questionScoreBounds)
    .reduce((sum, b) => ({ min: addScores(sum.min, b.min), max: addScores(sum.max, b.max) }), {
      min: zeroScores(),
      max: zeroScores(),
    });
  const middle = scorePart(qn, part, middleAnswerIds(questions)).scores;
  const random = simulateRandom({ questionnaire: qn, part, respondents: RESPONDENTS, seed: SEED });
  return DIMENSIONS.map((dim, d) => {
    const summary = random[d] as DimensionSummary;
    return {
      loading: dimensionLoading(questions, d),
      rawMin: bounds.min[d] ?? 0,
      rawMax: bounds.max[d] ?? 0,
      middle: middle[d] ?? Number.NaN,
      random: summary,
      flags: flagsOf(summary),
    };
  });
}

/** Loadings, raw ranges and the neutrality simulation of one version, per dimension. */
export function versionStatistics(input: {
  file: string;
  questionnaire: Questionnaire;
}): VersionStatistics {
  const qn = input.questionnaire;
  const short = partFigures(qn, 'short');
  const long = partFigures(qn, 'long');
  const every = allQuestions(qn.questions);
  const types = Object.fromEntries(QUESTION_TYPES.map((t) => [t, 0])) as Record<
    QuestionType,
    number
  >;
  for (const q of every) types[q.type] += 1;
  return {
    version: qn.version,
    file: input.file,
    topLevelQuestions: qn.questions.length,
    shortQuestions: partQuestions(qn, 'short').length,
    allQuestions: every.length,
    types,
    easy: easyMeasures(qn),
    dimensions: DIMENSIONS.map((dim, d) => ({
      key: dim.key,
      shown: dim.shown,
      short: short[d] as PartFigures,
      long: long[d] as PartFigures,
    })),
  };
}

/** All flags of a version, each prefixed with its dimension and part. */
export function statisticFlags(stats: VersionStatistics): string[] {
  return stats.dimensions.flatMap((dim) =>
    (['short', 'long'] as const).flatMap((part) =>
      dim[part].flags.map((flag) => `${stats.version} ${part} ${dim.key}: ${flag}`),
    ),
  );
}
