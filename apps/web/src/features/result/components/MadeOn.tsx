import { useTranslation } from '@/lib/translation';

/** When a result was made ("Made on 6 December 2026, 14:05"), in Swiss time and the page's language. */
export function MadeOn({ made }: { made: string }) {
  const { t, i18n } = useTranslation('common');
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(new Date(made));
  return <p className="result__made">{t('print.made', { date })}</p>;
}
