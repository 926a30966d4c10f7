import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { fetchAverage } from '@/lib/results-api';

/** The average cross of the result's questionnaire version, when there are enough results. */
export function useAverage(version: string | null) {
  const [average, setAverage] = useState<{ results: number; scores: number[] } | null>(null);
  useEffect(() => {
    if (!version) return;
    let current = true;
    void fetchAverage(version).then((found) => current && setAverage(found));
    return () => {
      current = false;
    };
  }, [version]);
  return average;
}

/** 'Compare with the average': lays the average cross over the visitor's (spec: issue 7). */
export function AverageToggle({
  average,
  shown,
  onToggle,
  compared,
}: {
  average: { results: number } | null;
  shown: boolean;
  onToggle: () => void;
  /** The page compares the result with participants below (where you stand): no note then. */
  compared: boolean;
}) {
  const { t } = useTranslation('result');
  if (!average) return compared ? null : <p className="average__note">{t('average.notYet')}</p>;
  return (
    <div className="average">
      <button type="button" className="button" aria-pressed={shown} onClick={onToggle}>
        {shown ? t('average.hide') : t('average.show')}
      </button>
      {shown && (
        <ul className="average__legend">
          <li className="average__legend-yours">{t('average.yours')}</li>
          <li className="average__legend-average">
            {t('average.legend', { count: average.results })}
          </li>
        </ul>
      )}
    </div>
  );
}
