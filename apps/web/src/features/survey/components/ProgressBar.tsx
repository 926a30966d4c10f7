import { useTranslation } from '@/lib/translation';
import { progressWidth } from '@values-cross/core';

/**
 * The bar at the top of the question screen (product.md §2): 10 px high, width = n / total (3
 * decimals). Drawn in SVG, whose width attribute the server may send: a style attribute would be
 * refused by the content security policy (style-src 'self') until the scripts set it.
 */
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
      <svg className="progress__track" aria-hidden="true">
        <rect className="progress__bar" width={`${width * 100}%`} height="100%" />
      </svg>
    </div>
  );
}
