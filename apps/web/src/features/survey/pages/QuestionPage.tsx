import { questionOrder, type Question } from '@values-cross/core';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { isQuestionSettled, nextRoute, previousRoute } from '@values-cross/core';
import { LayoutBar } from '@/components/ui/LayoutBar';
import type { ServedQuestionnaire } from '@/domain/questionnaire/questionnaire-api';
import { questionnaireLoader, useQuestionnaire } from '../api/use-questionnaire';
import { ChapterCross } from '../components/ChapterCross';
import { FlowArrows } from '../components/FlowArrows';
import { ProgressBar } from '../components/ProgressBar';
import { QuestionnaireStatus } from '../components/QuestionnaireStatus';
import { QuestionView } from '../components/QuestionView';
import { NEXT_WAITS_ID, PassQuestion } from '../components/PassQuestion';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { VersionNotice } from '../components/VersionNotice';
import { answerQuestion } from '@/state/survey-state';
import { passQuestionIn } from '../pass-question';
import { notFound } from '@/lib/not-found';
import { reportEvent } from '@/lib/telemetry';
import { updateSurvey } from '@/state/survey-store';
import { routeNumber, useSurveyFlow } from '../hooks/use-survey-flow';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { useReading } from '@/lib/reading';
import { useTranslation } from '@/lib/translation';
import '../survey.css';

// The loading bar shows only while the last answer makes the result.
const LoadingBar = lazy(() =>
  import('@/components/ui/LoadingBar').then((module) => ({ default: module.LoadingBar })),
);

function QuestionScreen({ questionnaire }: { questionnaire: ServedQuestionnaire }) {
  const { id } = useParams();
  const { t } = useTranslation('survey');
  const { locale, state, order, totalFor, path, goTo, makingResult } = useSurveyFlow(questionnaire);
  const position = routeNumber(id, order.length);
  const content = useRef<HTMLDivElement>(null);
  const easy = useReading() === 'easy';
  // In easy reading a group of questions shows one of its questions per screen.
  const [shownStep, setShownStep] = useState<{ position: number | null; step: number }>({
    position,
    step: 0,
  });
  const step = shownStep.position === position ? shownStep.step : 0;

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
  const steps = easy && question.type === 'GROUP' ? question.childQuestions.length : 0;
  const showStep = (next: number) => {
    setShownStep({ position, step: next });
    // The shown question's text takes the focus, as a new screen's title does.
    requestAnimationFrame(() => {
      content.current?.querySelector<HTMLElement>('.question__child-text')?.focus();
      window.scrollTo(0, 0);
    });
  };
  const child = steps > 0 ? question.childQuestions[step] : undefined;
  const shown = child ?? question;
  const settled = isQuestionSettled(shown, state.answeredQuestions, state.passedQuestions);

  const next = nextRoute({ order, position });
  const previous = previousRoute({ order, position });
  const goNext = () => {
    if (next.startsWith('/continue') && !state.nexpressoCompleted) {
      reportEvent('short_completed', locale);
      updateSurvey((current) => ({ ...current, nexpressoCompleted: true }));
    }
    if (next === '/result' && state.longVersionStarted) reportEvent('long_completed', locale);
    goTo(next);
  };

  return (
    <>
      {makingResult && (
        <Suspense fallback={null}>
          <LoadingBar active />
        </Suspense>
      )}
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
        {/* Easy reading says the question's number in words (the bar shows it to the eye). */}
        {easy && (
          <p className="question__number">
            {t('progress', { current: position, total: totalFor(position) })}
          </p>
        )}
        <QuestionView
          key={question.id}
          question={question}
          locale={locale}
          answers={state.answeredQuestions}
          passed={state.passedQuestions}
          childStep={steps > 0 ? step : undefined}
          onAnswer={(questionId, answerIds) =>
            updateSurvey((current) => answerQuestion(current, { questionId, answerIds }))
          }
          onPass={(questionId) => {
            const leaf = leafOf(shown, questionId);
            if (leaf) updateSurvey((current) => passQuestionIn(current, leaf));
          }}
        />
        <PassQuestion
          settled={settled}
          onPass={() => {
            updateSurvey((current) => passQuestionIn(current, shown));
            if (step < steps - 1) showStep(step + 1);
            else goNext();
          }}
        />
      </div>
      <LayoutBar place="bottom">
        <FlowArrows
          previous={previous ? path(previous) : null}
          onPrevious={step > 0 ? () => showStep(step - 1) : null}
          next={path(next)}
          canGoNext={settled}
          waitsId={NEXT_WAITS_ID}
          onNext={step < steps - 1 ? () => showStep(step + 1) : goNext}
        />
      </LayoutBar>
    </>
  );
}

/** The leaf question with this id: the question itself or one of its children. */
function leafOf(question: Question, id: number): Question | undefined {
  return question.id === id ? question : question.childQuestions.find((child) => child.id === id);
}

export const loader = questionnaireLoader(
  (questionnaire) => questionOrder(questionnaire.questions).length,
);

/** /question/{n} (product.md §2): the question screen of the n-th question in the flow. */
export function Component() {
  const load = useQuestionnaire();
  if (load.status !== 'ready') {
    return <QuestionnaireStatus load={load} />;
  }
  return <QuestionScreen questionnaire={load.questionnaire} />;
}
