import { useEffect, useEffectEvent, useState } from 'react';
import type { Locale } from '@values-cross/core';
import { fetchExplanation, type AnswerSet, type Explanation } from '@/domain/results/results-api';
import type { ValueWords } from './device-explanation';

/**
 * A result's explanation (points per answer, one-answer ranges) in the page's language: the
 * server's for a stored result, the device's for one it scored and has not sent yet (its code
 * comes only with results that need it).
 */
export function useExplanation(
  answerSet: AnswerSet,
  locale: Locale,
  words: ValueWords,
): Explanation | null {
  const [fetched, setFetched] = useState<{ key: string; explanation: Explanation | null } | null>(
    null,
  );
  const { code } = answerSet;
  // An unsent result is known by its answers; it is explained again when it gets its code.
  const key = `${code || answerSet.createdAt}/${locale}`;
  // The answers and words as this render has them; the key says when to explain again.
  const explain = useEffectEvent(() =>
    code
      ? fetchExplanation(code, locale)
      : import('./device-explanation').then((device) =>
          device.deviceExplanation(answerSet, locale, words),
        ),
  );
  useEffect(() => {
    let current = true;
    void explain().then(
      (explanation) => current && setFetched({ key, explanation }),
      () => current && setFetched({ key, explanation: null }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return fetched?.key === key ? fetched.explanation : null;
}
