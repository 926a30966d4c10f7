import { localize, type AnswerMap, type Locale, type Question } from '@values-cross/core';
import { AnswerControl } from './AnswerControl';
import { QuestionHint } from './QuestionHint';

interface QuestionViewProps {
  question: Question;
  locale: Locale;
  answers: AnswerMap;
  onAnswer: (questionId: number, answerIds: number[] | null) => void;
}

/** A question with its title, text, hint and control; a GROUP shows each child question. */
export function QuestionView({ question, locale, answers, onAnswer }: QuestionViewProps) {
  const textId = `question-${question.id}-text`;
  return (
    <div className="question">
      <h1 className="question__title" tabIndex={-1}>
        {localize(question.title, locale)}
      </h1>
      <p className="question__text" id={textId}>
        {localize(question.text, locale)}
      </p>
      <QuestionHint question={question} />
      {question.type === 'GROUP' ? (
        question.childQuestions.map((child) => (
          <section key={child.id} className="question__child">
            <h2 className="question__child-text" id={`question-${child.id}-text`}>
              {localize(child.text, locale)}
            </h2>
            <AnswerControl
              question={child}
              locale={locale}
              labelledBy={`question-${child.id}-text`}
              selected={answers[child.id] ?? []}
              onChange={onAnswer}
            />
          </section>
        ))
      ) : (
        <AnswerControl
          question={question}
          locale={locale}
          labelledBy={textId}
          selected={answers[question.id] ?? []}
          onChange={onAnswer}
        />
      )}
    </div>
  );
}
