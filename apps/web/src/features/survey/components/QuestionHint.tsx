import { useTranslation } from '@/lib/translation';
import { isMax3, isMultipleChoice, type Question } from '@values-cross/core';
import { EasyText } from '@/components/ui/EasyText';

/** Questions that show no hint text (product.md §2). */
export const QUESTIONS_WITHOUT_HINT: ReadonlySet<number> = new Set([3, 52]);

/** The hint under a question (product.md §2): 'at most three' for MAX3, 'agree' hints for MC and SC. */
export function useQuestionHint(question: Question): string | null {
  const { t } = useTranslation('survey');
  if (QUESTIONS_WITHOUT_HINT.has(question.id)) return null;
  return isMax3(question)
    ? t('hint.max3')
    : isMultipleChoice(question)
      ? t('hint.multiple')
      : question.type === 'SC'
        ? t('hint.single')
        : null;
}

/** The id of a question's hint (read aloud with the question). */
export const hintElementId = (question: Question) => `question-${question.id}-hint`;

export function QuestionHint({ question }: { question: Question }) {
  const hint = useQuestionHint(question);
  return hint ? (
    <p className="question__hint" id={hintElementId(question)}>
      <EasyText text={hint} />
    </p>
  ) : null;
}
