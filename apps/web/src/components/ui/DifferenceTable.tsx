import { useTranslation } from '@/lib/translation';
import { compareCrosses, type OwnRanges } from '@/domain/results/cross-comparison';
import './score-table.css';

/** The differences per value, in words and numbers (largest first). */
export function DifferenceTable({
  mine,
  theirs,
  otherName,
  ranges = null,
}: {
  mine: readonly number[];
  theirs: readonly number[];
  otherName: string;
  /** The visitor's one-answer ranges: 'about the same' then means within them. */
  ranges?: OwnRanges | null;
}) {
  const { t } = useTranslation('community');
  const { t: tResult } = useTranslation('result');
  return (
    <table className="score-table">
      <caption>{t('compare.differences')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('compare.value')}</th>
          <th scope="col">{t('compare.you')}</th>
          <th scope="col">{otherName}</th>
          <th scope="col">{t('compare.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {compareCrosses(mine, theirs, ranges).map((difference) => (
          <tr key={difference.dimension}>
            <th scope="row">{tResult(`dimensions.${difference.dimension as 'curiosity'}`)}</th>
            <td>{`${difference.mine}\u00a0%`}</td>
            <td>{`${difference.theirs}\u00a0%`}</td>
            <td>
              {difference.verdict === 'same'
                ? t('compare.same')
                : t(`compare.${difference.verdict}`, { points: Math.abs(difference.points) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
