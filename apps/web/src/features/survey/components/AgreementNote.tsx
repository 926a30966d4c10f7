import type { Locale } from '@values-cross/core';
import { agreementFigures } from '@/components/ui/agreement-figures';
import { useTranslation } from '@/lib/translation';

/**
 * How close a short result comes to the long one, with the validity benchmark's figures of this
 * questionnaire version (said on the continue prompt, before the person chooses).
 */
export function AgreementNote({ version, locale }: { version: string; locale: Locale }) {
  const { t } = useTranslation('survey');
  const figures = agreementFigures(version, locale);
  if (!figures) return null;
  return <p className="continue__agreement">{t('continue.agreement', figures)}</p>;
}
