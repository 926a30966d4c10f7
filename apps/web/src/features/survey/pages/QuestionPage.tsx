import { questionOrder } from '@values-cross/core';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isQuestionAnswered, nextRoute, previousRoute } from '@values-cross/core';
import { LayoutBar } from '../../../components/ui/LayoutBar';
import type { ServedQuestionnaire } from '../api/questionnaire-api';
import { questionnaireLoader, useQuestionnaire } from '../api/use-questionnaire';
import { ChapterCross } from '../components/ChapterCross';
import { FlowArrows } from '../components/FlowArrows';
import { ProgressBar } from '../components/ProgressBar';
import { QuestionnaireStatus } from '../components/QuestionnaireStatus';
import { QuestionView } from '../components/QuestionView';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { VersionNotice } from '../components/VersionNotice';
import { answerQuestion } from '../../../state/survey-state';
import { notFound } from '../../../lib/not-found';
import { reportEvent } from '../../../lib/telemetry';
import { updateSurvey } from '../../../state/survey-store';
import { routeNumber, useSurveyFlow } from '../use-survey-flow';
import { HydrateLater } from '../../../components/ui/HydrateLater';

function QuestionScreen({ questionnaire }: { questionnaire: ServedQuestionnaire }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { locale, state, order, totalFor, path } = useSurveyFlow(questionnaire);
  const position = routeNumber(id, order.length);
  const content = useRef<HTMLDivElement>(null);

  // A new question takes the focus to its title in the same task that shows it, so no key the
  // visitor presses can land in between; a control of the question the visitor already reached
  // keeps the focus.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement && content.current?.contains(active))) {
      content.current?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    }
    window.scrollTo(0, 0);
  }, [position]);

  const question = position === null ? undefined : order[position - 1];
  if (position === null || !question) notFound();

  const next = nextRoute({ order, position });
  const previous = previousRoute({ order, position });
  const goNext = () => {
    if (next.startsWith('/continue') && !state.nexpressoCompleted) {
      reportEvent('short_completed', locale);
      updateSurvey((current) => ({ ...current, nexpressoCompleted: true }));
    }
    if (next === '/result' && state.longVersionStarted) reportEvent('long_completed', locale);
    void navigate(path(next));
  };

  return (
    <>
      <LayoutBar place="top">
        <ProgressBar current={position} total={totalFor(position)} />
      </LayoutBar>
      <VersionNotice />
      <NeedsJavaScript />
      {/* The chapters' cross is taken over after the question (components/ui/HydrateLater). */}
      <HydrateLater>
        <ChapterCross
          chapters={questionnaire.chapters}
          current={question.chapter}
          locale={locale}
        />
      </HydrateLater>
      <div ref={content} data-position={position}>
        <QuestionView
          key={question.id}
          question={question}
          locale={locale}
          answers={state.answeredQuestions}
          onAnswer={(questionId, answerIds) =>
            updateSurvey((current) => answerQuestion(current, { questionId, answerIds }))
          }
        />
      </div>
      <LayoutBar place="bottom">
        <FlowArrows
          previous={previous ? path(previous) : null}
          next={path(next)}
          canGoNext={isQuestionAnswered(question, state.answeredQuestions)}
          onNext={goNext}
        />
      </LayoutBar>
    </>
  );
}

export const loader = questionnaireLoader(
  (questionnaire) => questionOrder(questionnaire.questions).length,
);

/** /question/{n} (spec 2): the question screen of the n-th question in the flow. */
export function Component() {
  const load = useQuestionnaire();
  if (load.status !== 'ready') {
    return <QuestionnaireStatus load={load} />;
  }
  return <QuestionScreen questionnaire={load.questionnaire} />;
}
