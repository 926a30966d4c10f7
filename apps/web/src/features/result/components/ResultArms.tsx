import type { Locale } from '@values-cross/core';
import { usePendingPart } from '@/components/ui/page-parts';
import type { AnswerSet, Explanation } from '@/domain/results/results-api';
import { useTranslation } from '@/lib/translation';
import { usePageTexts } from '@/lib/use-page-texts';
import { useExplanation } from '../api/use-explanation';
import { ArmExplanations } from './ArmExplanations';

/**
 * "Understand your cross" with the result's explanation (the route's, or the device's for a
 * result not sent yet), made when the person comes near it: the arms open with the page's
 * scripts only, so the server renders none of it.
 */
export function ResultArms({
  answerSet,
  explanation: loaded,
  locale,
}: {
  answerSet: AnswerSet;
  /** The explanation the route's loader is reading, where it read one. */
  explanation: Promise<Explanation | null> | undefined;
  locale: Locale;
}) {
  const { t } = useTranslation('result');
  const explanation = useExplanation(answerSet, loaded, locale, {
    name: (key) => t(`dimensions.${key as 'curiosity'}`),
    meaning: (key) => ({
      high: t(`profile.strong.${key as 'curiosity'}`),
      low: t(`profile.weak.${key as 'curiosity'}`),
    }),
  });
  // Its texts come with it.
  const ready = usePageTexts(locale, ['result-opened']);
  // A print waits for it (the arms do not print, but the page settles).
  usePendingPart(explanation === null || !ready);
  return ready ? <ArmExplanations explanation={explanation} id="result-arms" /> : null;
}
