import { useTranslation } from '@/lib/translation';
import { progressWidth } from '@values-cross/core';

/** The bar at the top of the question screen (product.md §2): 10 px high, width = n / total (3 decimals). */
export function ProgressBar({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('survey');
  const width = progressWidth(current, total);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={current}
      aria-label={t('progress', { current, total })}
    >
      <div className="progress__bar" style={{ width: `${width * 100}%` }} data-width={width} />
    </div>
  );
}
