import { localize, type AnswerMap, type Locale, type Question } from '@values-cross/core';
import { ReadAloud, type ReadAloudPart } from '@/components/ui/ReadAloud';
import { AnswerControl } from './AnswerControl';
import { answerElementId } from './answer-element-id';
import { EasyText } from '@/components/ui/EasyText';
import { hintElementId, QuestionHint, useQuestionHint } from './QuestionHint';
import { PassedNote } from './PassedNote';

interface QuestionViewProps {
  question: Question;
  locale: Locale;
  answers: AnswerMap;
  /** The leaf questions the visitor passed (decision 0045). */
  passed: readonly number[];
  onAnswer: (questionId: number, answerIds: number[] | null) => void;
  /** The visitor passes one leaf question (the slider's 'no answer' stop). */
  onPass: (questionId: number) => void;
  /** Of a GROUP, only the child question at this index (one idea per screen, easy reading). */
  childStep?: number;
}

/**
 * A question with its title, text, read-aloud button, hint and control; a GROUP shows each child
 * question, or the one of `childStep`. Read aloud: title, text, hint, then each question's answers.
 */
export function QuestionView({
  question,
  locale,
  answers,
  passed,
  onAnswer,
  onPass,
  childStep,
}: QuestionViewProps) {
  const textId = `question-${question.id}-text`;
  const titleId = `question-${question.id}-title`;
  const hint = useQuestionHint(question);
  const children =
    childStep === undefined
      ? question.childQuestions
      : question.childQuestions.slice(childStep, childStep + 1);
  const answersOf = (q: Question): ReadAloudPart[] =>
    q.answers.map((a) => ({ id: answerElementId(a.id), text: localize(a.text, locale) }));
  const readAloud: ReadAloudPart[] = [
    { id: titleId, text: localize(question.title, locale) },
    { id: textId, text: localize(question.text, locale) },
    ...(hint ? [{ id: hintElementId(question), text: hint }] : []),
    ...(question.type === 'GROUP'
      ? children.flatMap((child) => [
          { id: `question-${child.id}-text`, text: localize(child.text, locale) },
          ...answersOf(child),
        ])
      : answersOf(question)),
  ];
  return (
    <div className="question">
      <h1 className="question__title" id={titleId} tabIndex={-1}>
        <EasyText text={localize(question.title, locale)} />
      </h1>
      <p className="question__text" id={textId}>
        <EasyText text={localize(question.text, locale)} />
      </p>
      <ReadAloud parts={readAloud} locale={locale} />
      <QuestionHint question={question} />
      {question.type === 'GROUP' ? (
        children.map((child) => (
          <section key={child.id} className="question__child">
            <h2 className="question__child-text" id={`question-${child.id}-text`} tabIndex={-1}>
              <EasyText text={localize(child.text, locale)} />
            </h2>
            <AnswerControl
              question={child}
              locale={locale}
              labelledBy={`question-${child.id}-text`}
              selected={answers[child.id] ?? []}
              passed={passed.includes(child.id)}
              onChange={onAnswer}
              onPass={onPass}
            />
            <PassedNote shown={passed.includes(child.id)} />
          </section>
        ))
      ) : (
        <>
          <AnswerControl
            question={question}
            locale={locale}
            labelledBy={textId}
            selected={answers[question.id] ?? []}
            passed={passed.includes(question.id)}
            onChange={onAnswer}
            onPass={onPass}
          />
          <PassedNote shown={passed.includes(question.id)} />
        </>
      )}
    </div>
  );
}
