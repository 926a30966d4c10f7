import {
  AVERAGE_MINIMUM,
  POPULATION_MINIMUM,
  VALUE_BAND,
  VALUE_DIMENSIONS,
  valueBand,
  type Locale,
} from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import type { StandingResponse } from '@/domain/population/population-api';
import { usePopulationNames } from '@/domain/population/population-names';
import { useTranslation } from '@/lib/translation';
import '@/components/ui/field.css';
import '@/components/ui/score-table.css';
import '../../standing.css';

type ValueName = keyof StandingResponse['shares'];
const nameOf = (index: number) => `score${index + 1}` as ValueName;

/** Whom a standing compares with, in one sentence naming them for what they are. */
function useComparedWith(standing: StandingResponse, locale: Locale): string {
  const { t } = useTranslation('population');
  const names = usePopulationNames(locale);
  const size = standing.size ?? 0;
  if (standing.among === 'canton' && standing.canton) {
    return t('standing.comparedWith.canton', { size, canton: names.canton(standing.canton) });
  }
  if (standing.among === 'age' && standing.ageBand) {
    return t('standing.comparedWith.age', { size, ageBand: names.ageBand(standing.ageBand) });
  }
  return t('standing.comparedWith.all', { size });
}

/**
 * The average cross of the population: its eight values, the person's own internal scores; null
 * while the population is below the threshold of every average shown (AVERAGE_MINIMUM).
 */
function averageCross(standing: StandingResponse, scores: readonly number[]): number[] | null {
  const average = [...scores];
  for (const { index } of VALUE_DIMENSIONS) {
    const value = standing.average[nameOf(index)];
    if (value === null || value === undefined) return null;
    average[index] = value;
  }
  return average;
}

/** The band a value is counted in, in points as the page shows values ("60–80"). */
function bandInPoints(score: number): string {
  const width = Math.round(VALUE_BAND * 100);
  const low = valueBand(score) * width;
  return `${low}–${low + width}`;
}

/**
 * Where the visitor stands: their cross with the population's average laid over it, and per
 * value the shares of the population lower, about the same (their own band) and higher.
 */
export function StandingShares({
  standing,
  scores,
  locale,
}: {
  standing: StandingResponse;
  /** The visitor's twelve scores. */
  scores: readonly number[];
  locale: Locale;
}) {
  const { t } = useTranslation('population');
  const { t: tResult } = useTranslation('result');
  const comparedWith = useComparedWith(standing, locale);
  if (standing.size === null) {
    return <p className="standing__few">{t('standing.tooFew', { minimum: POPULATION_MINIMUM })}</p>;
  }
  const average = averageCross(standing, scores);
  return (
    <>
      <p>{comparedWith}</p>
      <p className="standing__sample">{t('standing.selfSelected')}</p>
      <p className="standing__version">
        {t('standing.version', { version: standing.questionnaireVersion })}
      </p>
      <figure className="standing__figure">
        <CrossShape className="standing__cross" scores={scores} overlay={average} showLabels />
        <figcaption className="cross-legend">
          <span className="cross-legend__item">
            <span className="cross-legend__own" aria-hidden="true" />
            {t('standing.legend.own')}
          </span>
          {average ? (
            <span className="cross-legend__item">
              <span className="cross-legend__overlay" aria-hidden="true" />
              {t('standing.legend.average')}
            </span>
          ) : (
            <span className="cross-legend__item">
              {t('standing.averageNotYet', { minimum: AVERAGE_MINIMUM })}
            </span>
          )}
        </figcaption>
      </figure>
      <table className="score-table score-table--dense standing__table">
        <caption>{t('standing.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('standing.table.value')}</th>
            <th scope="col">{t('standing.table.lower')}</th>
            <th scope="col">{t('standing.table.same')}</th>
            <th scope="col">{t('standing.table.higher')}</th>
          </tr>
        </thead>
        <tbody>
          {VALUE_DIMENSIONS.map(({ key, index }) => {
            const share = standing.shares[nameOf(index)];
            if (!share) return null;
            return (
              <tr key={key}>
                <th scope="row">{tResult(`dimensions.${key as 'curiosity'}`)}</th>
                <td>{`${share.lower}\u00a0%`}</td>
                <td>{`${share.same}\u00a0% (${bandInPoints(scores[index] ?? 0)})`}</td>
                <td>{`${share.higher}\u00a0%`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="field__hint standing__same-means">{t('standing.sameMeans')}</p>
    </>
  );
}
