// Why each value of a result is where it is: the server for every result it explains, a device
// for a result it scored while the server could not be reached (decision 0059). One
// implementation; the words for a value's name and meaning are the caller's.
import { VALUE_DIMENSIONS, type DimensionKey } from '../questionnaire/dimensions';
import { localize } from '../questionnaire/localized-text';
import type { Locale, QuestionContent } from '../questionnaire/types';
import { answerContributions } from './contributions';
import type { PresentedMeasurement } from './measure-answer-set';
import type { ScoreRange } from './one-answer-range';

/** One chosen answer that moved a value, in the page's language, with its points for it. */
export interface ExplainedContribution {
  questionId: number;
  question: string;
  answerId: number;
  answer: string;
  points: number;
}

/** One value explained: its score, one-answer range, bearing answers and the answers behind it. */
export interface ExplainedValue {
  /** 1..8, core's scoring order. */
  dimension: number;
  key: DimensionKey;
  score: number;
  range: ScoreRange;
  bearing: number;
  measured: boolean;
  contributions: ExplainedContribution[];
}

/**
 * The eight values of a result explained (points per value, and the result's measurement), its
 * questions and answers in `locale` as `questions` words them (a reading's questions give that
 * reading's words). A value the measurement does not know is unmeasured, its range its score.
 */
export function explainValues(input: {
  questions: readonly QuestionContent[];
  answerIds: readonly number[];
  scores: readonly number[];
  measurement: Pick<PresentedMeasurement, 'values'>;
  locale: Locale;
}): ExplainedValue[] {
  const { questions, answerIds, scores, measurement, locale } = input;
  const contributions = answerContributions({ questions, answerIds });
  return VALUE_DIMENSIONS.map(({ index, key }) => {
    const score = scores[index] ?? 0.5;
    const measured = measurement.values[index];
    return {
      dimension: index + 1,
      key,
      score,
      range: measured?.range ?? { low: score, high: score },
      bearing: measured?.bearing ?? 0,
      measured: measured?.measured ?? false,
      contributions: (contributions[index] ?? []).map((c) => ({
        questionId: c.question.id,
        question: localize(c.question.title, locale),
        answerId: c.answer.id,
        answer: localize(c.answer.text, locale),
        points: c.points,
      })),
    };
  });
}
