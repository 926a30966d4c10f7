import { useTranslation } from '@/lib/translation';
import { swissDateTime } from '@/lib/swiss-time';

/** When a result was made ("Made on 6.12.2026, 14:05"), in Swiss time. */
export function MadeOn({ made }: { made: string }) {
  const { t } = useTranslation('common');
  return <p className="result__made">{t('print.made', { date: swissDateTime(made) })}</p>;
}
