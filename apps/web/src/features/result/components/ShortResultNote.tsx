import { Link } from 'react-router';
import type { Locale } from '@values-cross/core';
import { agreementFigures } from '@/components/ui/agreement-figures';
import { surveyPath, useEmbedded } from '@/lib/embedding';
import { useTranslation } from '@/lib/translation';

/**
 * Under a short result: how close a short result comes to the long one (the validity benchmark's
 * figures of its questionnaire version) and, for the person whose answers these are, the way on to
 * the long version.
 */
export function ShortResultNote({
  version,
  locale,
  canContinue,
}: {
  version: string;
  locale: Locale;
  canContinue: boolean;
}) {
  const { t } = useTranslation('result');
  const embedded = useEmbedded();
  const figures = agreementFigures(version, locale);
  if (!figures && !canContinue) return null;
  return (
    <div className="result__short-note">
      {figures && <p>{t('shortNote.text', figures)}</p>}
      {canContinue && (
        // Straight on to the long version's first question (the survey page starts it).
        <Link className="button" to={surveyPath(locale, '/continue?start=long', embedded)}>
          {t('shortNote.long')}
        </Link>
      )}
    </div>
  );
}
