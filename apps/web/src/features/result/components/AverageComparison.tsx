import { useTranslation } from '@/lib/translation';
import { AVERAGE_MINIMUM } from '@values-cross/core';
import '@/components/ui/average-legend.css';
import { useVoice } from '../voice';

/** 'Compare with the average': lays the average cross over the visitor's (product.md: issue 7). */
export function AverageToggle({
  average,
  shown,
  onToggle,
  compared,
}: {
  /** Null while too few took part; undefined when the figures could not be loaded now. */
  average: { results: number } | null | undefined;
  shown: boolean;
  onToggle: () => void;
  /** The page compares the result with participants below (where you stand): no note then. */
  compared: boolean;
}) {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const visitor = useVoice() === 'visitor';
  // Not loaded: neither the button nor a claim that too few took part.
  if (average === undefined) return null;
  if (!average)
    return compared ? null : (
      <p className="average__note">{t('average.notYet', { minimum: AVERAGE_MINIMUM })}</p>
    );
  return (
    <div className="average">
      <button type="button" className="button" aria-pressed={shown} onClick={onToggle}>
        {shown ? t('average.hide') : t('average.show')}
      </button>
      {shown && (
        <ul className="average__legend">
          <li className="average__legend-yours">
            {visitor ? tp('visitor.average.yours') : t('average.yours')}
          </li>
          <li className="average__legend-average">
            {t('average.legend', { count: average.results })}
          </li>
        </ul>
      )}
    </div>
  );
}
