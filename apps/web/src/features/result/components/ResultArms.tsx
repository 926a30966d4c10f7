import type { Locale } from '@values-cross/core';
import { usePendingPart } from '@/components/ui/page-parts';
import { useExplanation } from '../api/use-explanation';
import { ArmExplanations } from './ArmExplanations';
import { usePageTexts } from '@/lib/use-page-texts';

/**
 * "Understand your cross" with the server's explanation of the result, fetched when the person
 * comes near it: the arms open with the page's scripts only, so the server renders none of it.
 */
export function ResultArms({ code, locale }: { code: string; locale: Locale }) {
  const explanation = useExplanation(code, locale);
  // Its texts come with it.
  const ready = usePageTexts(locale, ['result-opened']);
  // A print waits for it (the arms do not print, but the page settles).
  usePendingPart(explanation === null || !ready);
  return ready ? <ArmExplanations explanation={explanation} id="result-arms" /> : null;
}
