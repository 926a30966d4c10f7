import { SHORT_VERSION_MINUTES } from '@values-cross/core';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { reportEvent } from '@/lib/telemetry';
import { useAuth } from '@/lib/auth-session';
import { EasyText } from '@/components/ui/EasyText';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { updateSurvey, useSurveyState } from '@/state/survey-store';

/** The landing page (product.md §2: red home layout): what the survey is, and the way in. */
export function Component() {
  const { t } = useTranslation();
  const { lang } = useParams();
  // The browser or the account holds results: the way back to them (once the page works).
  const keptHere = useSurveyState().deviceResults.length > 0;
  const loggedIn = useAuth() !== null;
  const hasCrosses = keptHere || loggedIn;
  // product.md §4: entering the landing page clears loaded answers.
  useEffect(() => {
    reportEvent('landing_visit', lang ?? 'de');
    updateSurvey((state) => (state.loadedAnswers ? { ...state, loadedAnswers: null } : state));
  }, [lang]);
  return (
    <>
      <svg className="landing__cross" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" />
      </svg>
      <h1 className="landing__title" id="landing-title">
        {t('landing.title')}
      </h1>
      <p className="landing__lead" id="landing-lead">
        <EasyText text={t('landing.lead')} />
      </p>
      <ReadAloud
        parts={[
          { id: 'landing-title', text: t('landing.title') },
          { id: 'landing-lead', text: t('landing.lead') },
          {
            id: 'landing-duration',
            text: t('landing.duration', { minutes: SHORT_VERSION_MINUTES }),
          },
        ]}
      />
      <Link className="button button--light" to={`/${lang}/chapter/1`}>
        {t('landing.start')}
      </Link>
      <p className="landing__duration" id="landing-duration">
        {t('landing.duration', { minutes: SHORT_VERSION_MINUTES })}
      </p>
      {hasCrosses && (
        <p className="landing__history">
          <Link to={`/${lang}/history`}>{t('user.crosses')}</Link>
        </p>
      )}
    </>
  );
}
