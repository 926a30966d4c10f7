import { useTranslation } from '@/lib/translation';
import { swissDateTime } from '@/lib/swiss-time';

/**
 * When a result was made ("Made on 6.12.2026, 14:05"), in Swiss time; without a date (a visitor,
 * or before the page works) an empty line of the same height, so the page never moves when the
 * date comes.
 */
export function MadeOn({ made }: { made: string | null }) {
  const { t } = useTranslation('common');
  return (
    <p className="result__made" aria-hidden={made === null || undefined}>
      {made === null ? '\u00a0' : t('print.made', { date: swissDateTime(made) })}
    </p>
  );
}
