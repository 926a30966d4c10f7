import { useTranslation } from '@/lib/translation';
import {
  isMultipleChoice,
  isYesNoQuestion,
  localize,
  type Locale,
  type Question,
} from '@values-cross/core';
import { AnswerSlider, type SliderStop } from './AnswerSlider';
import { MultipleChoice } from './MultipleChoice';

interface AnswerControlProps {
  question: Question;
  locale: Locale;
  labelledBy: string;
  selected: readonly number[];
  onChange: (questionId: number, answerIds: number[] | null) => void;
}

/**
 * The control a question type gets (spec 2): MC and MAX3 a list of options; yes/no a
 * two-position slider starting in the neutral middle; SC and other OPT a slider with a
 * 'no answer' stop first.
 */
export function AnswerControl({
  question,
  locale,
  labelledBy,
  selected,
  onChange,
}: AnswerControlProps) {
  const { t } = useTranslation('survey');
  if (isMultipleChoice(question)) {
    return (
      <MultipleChoice
        question={question}
        locale={locale}
        labelledBy={labelledBy}
        selected={selected}
        onChange={(ids) => onChange(question.id, ids)}
      />
    );
  }
  const answers: SliderStop[] = question.answers.map((answer) => ({
    answerId: answer.id,
    label: localize(answer.text, locale),
  }));
  const none: SliderStop = { answerId: null, label: t('noAnswer') };
  const [yes, no] = answers;
  const yesNo = isYesNoQuestion(question) && yes !== undefined && no !== undefined;
  const stops = yesNo ? [yes, none, no] : [none, ...answers];
  return (
    <AnswerSlider
      labelledBy={labelledBy}
      stops={stops}
      value={selected[0] ?? null}
      orientation={yesNo ? 'horizontal' : 'vertical'}
      onChange={(answerId) => onChange(question.id, answerId === null ? null : [answerId])}
    />
  );
}
