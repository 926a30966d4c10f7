import { answerElementId } from './answer-element-id';
import { useTranslation } from '@/lib/translation';
import { useHydrated } from '@/lib/use-hydrated';
import '@/components/ui/choice.css';
import {
  isOptionDisabled,
  localize,
  maxSelections,
  toggleMultipleChoice,
  type Locale,
  type Question,
} from '@values-cross/core';

interface MultipleChoiceProps {
  question: Question;
  locale: Locale;
  labelledBy: string;
  selected: readonly number[];
  onChange: (answerIds: number[]) => void;
}

/**
 * Multiple choice as a list of options (spec 2). With MAX3, once three are chosen the others
 * are disabled and 'Max. 3 answers can be selected' is announced (spec 4).
 */
export function MultipleChoice({
  question,
  locale,
  labelledBy,
  selected,
  onChange,
}: MultipleChoiceProps) {
  const { t } = useTranslation('survey');
  const live = useHydrated();
  const limitReached = selected.length >= maxSelections(question);
  return (
    <fieldset className="choices" aria-labelledby={labelledBy}>
      {question.answers.map((answer) => {
        const checked = selected.includes(answer.id);
        return (
          <label key={answer.id} className={`choice${checked ? ' choice--checked' : ''}`}>
            {live ? (
              <input
                type="checkbox"
                checked={checked}
                disabled={isOptionDisabled({ question, selected, answerId: answer.id })}
                onChange={() =>
                  onChange([...toggleMultipleChoice({ question, selected, answerId: answer.id })])
                }
              />
            ) : (
              // Until the page works: the box without the control, the answer as text.
              <span className="choice__box" aria-hidden="true" />
            )}
            <span id={answerElementId(answer.id)}>{localize(answer.text, locale)}</span>
          </label>
        );
      })}
      <p className="choices__limit" role="status">
        {limitReached && Number.isFinite(maxSelections(question)) ? t('max3Reached') : ''}
      </p>
    </fieldset>
  );
}
