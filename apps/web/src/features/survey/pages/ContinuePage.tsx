import {
  firstLongQuestion,
  longVersionEntry,
  questionOrder,
  timeAtStatedPace,
} from '@values-cross/core';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import { useParams, useSearchParams } from 'react-router';
import type { ServedQuestionnaire } from '@/domain/questionnaire/questionnaire-api';
import { questionnaireLoader, useQuestionnaire } from '../api/use-questionnaire';
import { EasyText } from '@/components/ui/EasyText';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { AgreementNote } from '../components/AgreementNote';
import { FirmnessNote } from '../components/FirmnessNote';
import { QuestionnaireStatus } from '../components/QuestionnaireStatus';
import { notFound } from '@/lib/not-found';
import { reportEvent } from '@/lib/telemetry';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { routeNumber, useSurveyFlow } from '../hooks/use-survey-flow';
import '../survey.css';
import '../continue.css';

function ContinueScreen({ questionnaire }: { questionnaire: ServedQuestionnaire }) {
  const { t } = useTranslation('survey');
  const { id } = useParams();
  const { locale, order, shortLength, goTo } = useSurveyFlow(questionnaire);
  // Without an id (product.md §2: optional), the prompt leads to the first long-version question.
  const position = id === undefined ? firstLongQuestion(order) : routeNumber(id, order.length);
  // The result's "go on with the long version" comes here to start it at once (decision 0045).
  const [params] = useSearchParams();
  const startNow = params.get('start') === 'long';
  const startLong = () => {
    reportEvent('long_started', locale);
    updateSurvey((state) => ({ ...state, longVersionStarted: true, answersReady: false }));
    // The long version goes on where the short one ended: its first question, or the
    // introduction of a chapter the short version did not have.
    goTo(longVersionEntry(order) ?? '/result', { replace: startNow });
  };
  useLayoutEffect(() => {
    if (startNow) startLong();
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (getSurveyState().nexpressoCompleted) return;
    reportEvent('short_completed', locale);
    updateSurvey((state) => ({ ...state, nexpressoCompleted: true }));
  }, [locale]);

  const firstLong = position === null ? undefined : order[position - 1];
  if (!firstLong) notFound();
  if (startNow) return null;
  const left = order.length - (position ?? order.length) + 1;
  const time = timeAtStatedPace({ questions: left, shortQuestions: shortLength });
  const lead = `${t('continue.lead', { count: left })} ${t('continue.time', {
    minutes: time.minutes,
    seconds: time.secondsPerQuestion,
  })}`;
  return (
    <>
      <h1 id="continue-title">{t('continue.title')}</h1>
      <p className="continue__lead" id="continue-lead">
        <EasyText text={lead} />
      </p>
      <ReadAloud
        parts={[
          { id: 'continue-title', text: t('continue.title') },
          { id: 'continue-lead', text: lead },
        ]}
        locale={locale}
      />
      <AgreementNote version={questionnaire.version} locale={locale} />
      <FirmnessNote version={questionnaire.version} />
      <div className="continue__actions">
        <button type="button" className="button button--primary" onClick={startLong}>
          {t('continue.long')}
        </button>
        <button type="button" className="button" onClick={() => goTo('/result')}>
          {t('continue.result')}
        </button>
      </div>
    </>
  );
}

export const loader = questionnaireLoader(
  (questionnaire) => questionOrder(questionnaire.questions).length,
);

/** /continue/{n} (product.md §2 and 4): after the short version, the long version or the result. */
export function Component() {
  const load = useQuestionnaire();
  if (load.status !== 'ready') {
    return <QuestionnaireStatus load={load} />;
  }
  return <ContinueScreen questionnaire={load.questionnaire} />;
}
