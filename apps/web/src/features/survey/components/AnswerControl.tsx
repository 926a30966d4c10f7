import { useTranslation } from '@/lib/translation';
import {
  isMultipleChoice,
  isYesNoQuestion,
  localize,
  type Locale,
  type Question,
} from '@values-cross/core';
import { useEasyKit, useReading } from '@/lib/reading';
import { AnswerSlider, type SliderStop } from './AnswerSlider';
import { MultipleChoice } from './MultipleChoice';

interface AnswerControlProps {
  question: Question;
  locale: Locale;
  labelledBy: string;
  selected: readonly number[];
  /** Whether the visitor passed this question (decision 0045). */
  passed: boolean;
  onChange: (questionId: number, answerIds: number[] | null) => void;
  /** The visitor chose the slider's 'no answer' stop: they pass the question. */
  onPass: (questionId: number) => void;
}

/**
 * The control a question type gets (product.md §2): MC and MAX3 a list of options; yes/no a
 * two-position slider starting in the neutral middle; SC and other OPT a slider with a
 * 'no answer' stop first. In easy reading an ordered scale's answers show their step's picture.
 */
export function AnswerControl({
  question,
  locale,
  labelledBy,
  selected,
  passed,
  onChange,
  onPass,
}: AnswerControlProps) {
  const { t } = useTranslation('survey');
  const easy = useReading() === 'easy';
  const kit = useEasyKit();
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
  const { scale } = question;
  const answers: SliderStop[] = question.answers.map((answer, level, all) => ({
    answerId: answer.id,
    label: localize(answer.text, locale),
    picture:
      easy && kit && scale ? (
        <kit.ScalePicture scale={scale} level={level} levels={all.length} />
      ) : null,
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
      passed={passed}
      orientation={yesNo ? 'horizontal' : 'vertical'}
      onChange={(answerId) =>
        answerId === null ? onPass(question.id) : onChange(question.id, [answerId])
      }
    />
  );
}
