import { useTranslation } from '@/lib/translation';
import type { Locale } from '@values-cross/core';
import { useSurveyState } from '@/state/survey-store';
import { resultHandoffUrl } from '@/domain/results/result-handoff';

/**
 * The way out of a partner's frame: the result on the product's own site, in a new tab. The
 * visitor's own result carries its secret in the fragment, so it is theirs there too.
 */
export function EmbeddedResultLink({ code, locale }: { code: string; locale: Locale }) {
  const { t } = useTranslation('result');
  const survey = useSurveyState();
  const own = survey.resultCode === code;
  return (
    <p>
      <a
        className="button button--primary"
        href={resultHandoffUrl({
          origin: '',
          locale,
          code,
          secret: own ? survey.resultSecret : null,
          group: own ? survey.resultGroup : null,
        })}
        target="_blank"
        rel="noopener"
      >
        {t('openOnSite')}
      </a>
    </p>
  );
}
