import { useTranslation } from '@/lib/translation';
import {
  firmnessInWords,
  rangeIsOneValue,
  valueTendency,
  VALUE_DIMENSIONS,
  wholePercent,
} from '@values-cross/core';
import { useEasyKit, useReading } from '@/lib/reading';
import { useVoice } from '../voice';
import '@/components/ui/score-table.css';

/**
 * The whole result as text (name, percentage, tendency), for screen readers and for reading; in
 * easy reading each value's pictogram stands beside its name. A value too few answers measured
 * has no percentage and says so (decision 0045).
 */
export function ScoreTable({
  scores,
  measured,
  average,
  ranges,
}: {
  scores: readonly number[];
  /** By dimension index: whether the value was measured (all when not told). */
  measured?: readonly boolean[];
  average?: readonly number[] | null;
  /** The one-answer range by dimension index. */
  ranges?: ReadonlyMap<number, { low: number; high: number }> | null;
}) {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const easy = useReading() === 'easy';
  const visitor = useVoice() === 'visitor';
  // The pictograms come with the easy reading's kit: the standard reading carries none.
  const kit = useEasyKit();
  const percent = (value: number | undefined) => `${wholePercent(value ?? 0.5)}\u00a0%`;
  // Easy reading says how far one answer moves a value in words, not as a range of figures.
  const rangeText = (range: { low: number; high: number } | undefined) =>
    !range
      ? '–'
      : easy
        ? t(`understand.firmnessCell.${firmnessInWords(range)}`)
        : rangeIsOneValue(range)
          ? percent(range.low)
          : t('understand.rangeCell', {
              low: wholePercent(range.low),
              high: wholePercent(range.high),
            });
  return (
    <table
      className={ranges ? 'score-table score-table--ranges score-table--dense' : 'score-table'}
    >
      <caption>{visitor ? tp('visitor.table.caption') : t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.value')}</th>
          <th scope="col">{t('table.score')}</th>
          <th scope="col">{t('table.tendency')}</th>
          {ranges && (
            <th scope="col">
              {/* A short heading that fits a phone; its name for screen readers (and on paper)
                  says it all. */}
              <span className="score-table__short" aria-hidden="true">
                {t('understand.rangeShort')}
              </span>
              <span className="score-table__long visually-hidden">{t('understand.range')}</span>
            </th>
          )}
          {average && <th scope="col">{t('table.average')}</th>}
        </tr>
      </thead>
      <tbody>
        {VALUE_DIMENSIONS.map((dimension) => {
          const score = scores[dimension.index] ?? 0.5;
          const read = measured?.[dimension.index] ?? true;
          const tendency = valueTendency({ score, measured: read });
          return (
            <tr key={dimension.key} data-tendency={tendency}>
              <th scope="row">
                {kit && (
                  <kit.ValuePictogram dimension={dimension.key} className="value-pictogram" />
                )}
                {t(`dimensions.${dimension.key as 'curiosity'}`)}
              </th>
              <td>{read ? percent(score) : '–'}</td>
              <td>{t(`table.${tendency}`)}</td>
              {ranges && (
                <td className="score-table__range">
                  {/* A value no answer bears on has no range to tell, only its unmeasured middle. */}
                  {!read && rangeIsOneValue(ranges.get(dimension.index) ?? { low: 0, high: 1 })
                    ? '–'
                    : rangeText(ranges.get(dimension.index))}
                </td>
              )}
              {average && <td>{percent(average[dimension.index])}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
