import { useTranslation } from '@/lib/translation';
import {
  firmnessInWords,
  STRONG_THRESHOLD,
  VALUE_DIMENSIONS,
  WEAK_THRESHOLD,
} from '@values-cross/core';
import { useEasyKit, useReading } from '@/lib/reading';
import '@/components/ui/score-table.css';

/**
 * The whole result as text (name, percentage, tendency), for screen readers and for reading; in
 * easy reading each value's pictogram stands beside its name.
 */
export function ScoreTable({
  scores,
  average,
  ranges,
}: {
  scores: readonly number[];
  average?: readonly number[] | null;
  /** The one-answer range by dimension index, once the explanation is loaded. */
  ranges?: ReadonlyMap<number, { low: number; high: number }> | null;
}) {
  const { t } = useTranslation('result');
  const easy = useReading() === 'easy';
  // The pictograms come with the easy reading's kit: the standard reading carries none.
  const kit = useEasyKit();
  const percent = (value: number | undefined) => `${Math.round((value ?? 0.5) * 100)}\u00a0%`;
  // Easy reading says how far one answer moves a value in words, not as a range of figures.
  const rangeText = (range: { low: number; high: number } | undefined) =>
    !range
      ? '–'
      : easy
        ? t(`understand.firmnessCell.${firmnessInWords(range)}`)
        : t('understand.rangeCell', {
            low: Math.round(range.low * 100),
            high: Math.round(range.high * 100),
          });
  return (
    <table
      className={ranges ? 'score-table score-table--ranges score-table--dense' : 'score-table'}
    >
      <caption>{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.value')}</th>
          <th scope="col">{t('table.score')}</th>
          <th scope="col">{t('table.tendency')}</th>
          {ranges && (
            <th scope="col">
              {/* A short heading that fits a phone; its name for screen readers says it all. */}
              <span aria-hidden="true">{t('understand.rangeShort')}</span>
              <span className="visually-hidden">{t('understand.range')}</span>
            </th>
          )}
          {average && <th scope="col">{t('table.average')}</th>}
        </tr>
      </thead>
      <tbody>
        {VALUE_DIMENSIONS.map((dimension) => {
          const score = scores[dimension.index] ?? 0.5;
          const tendency =
            score >= STRONG_THRESHOLD ? 'strong' : score <= WEAK_THRESHOLD ? 'weak' : 'moderate';
          return (
            <tr key={dimension.key}>
              <th scope="row">
                {kit && (
                  <kit.ValuePictogram dimension={dimension.key} className="value-pictogram" />
                )}
                {t(`dimensions.${dimension.key as 'curiosity'}`)}
              </th>
              <td>{percent(score)}</td>
              <td>{t(`table.${tendency}`)}</td>
              {ranges && (
                <td className="score-table__range">{rangeText(ranges.get(dimension.index))}</td>
              )}
              {average && <td>{percent(average[dimension.index])}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
