import { answerElementId } from './answer-element-id';
import { useTranslation } from '@/lib/translation';
import { useHydrated } from '@/lib/use-hydrated';
import '@/components/ui/choice.css';
import './list-turns.css';
import { keptListSeed } from '../list-seed';
import {
  isOptionDisabled,
  localize,
  maxSelections,
  optionsInPersonalOrder,
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
 * Multiple choice as a list of options (product.md §2), in the person's own order (issue 53: no option
 * gains by coming first): until the page works, rendered in the questionnaire's order and turned
 * by the style sheet (list-turns.css), then rendered in that order, so nothing moves. With MAX3,
 * once three are chosen the others are disabled and 'Max. 3 answers can be selected' is
 * announced (product.md §4).
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
  // Once the page works, the person's order (in the same render that drops the style's turn).
  const seed = live ? keptListSeed() : null;
  const limitReached = selected.length >= maxSelections(question);
  return (
    <fieldset
      className={live ? 'choices' : 'choices choices--turnable'}
      data-options={question.answers.length}
      aria-labelledby={labelledBy}
    >
      {optionsInPersonalOrder(question, seed).map((answer) => {
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
