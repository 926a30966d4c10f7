import { useTranslation } from '@/lib/translation';
import { firmness } from '@values-cross/content/firmness';

/**
 * How much firmer the long version makes the cross: the mean one-answer range of random short and
 * long answer sets of this questionnaire version, measured by the content check.
 */
export function FirmnessNote({ version }: { version: string }) {
  const { t } = useTranslation('survey');
  const measured = firmness[version];
  if (!measured) return null;
  const points = (width: number) => Math.round(width * 100);
  return (
    <p className="continue__firmness">
      {t('continue.firmness', { short: points(measured.short), long: points(measured.long) })}
    </p>
  );
}
