import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';

/**
 * When a result was made ("Made on 6.12.2026, 14:05"), in Swiss time; without a date (a visitor,
 * or before the page works) an empty line of the same height, so the page never moves when the
 * date comes. The date is the owner's, known once the page works: its formatting comes then.
 */
export function MadeOn({ made }: { made: string | null }) {
  const { t } = useTranslation('common');
  const [date, setDate] = useState<{ made: string; text: string } | null>(null);
  useEffect(() => {
    if (made === null) return;
    void import('@/lib/swiss-time').then(({ swissDateTime }) =>
      setDate({ made, text: swissDateTime(made) }),
    );
  }, [made]);
  // A date formatted for another result (the page moved on meanwhile) is not shown.
  const shown = date?.made === made ? date.text : null;
  return (
    <p className="result__made" aria-hidden={shown === null || undefined}>
      {shown === null ? '\u00a0' : t('print.made', { date: shown })}
    </p>
  );
}
