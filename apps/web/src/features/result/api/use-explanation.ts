import { use, useEffect, useEffectEvent, useState } from 'react';
import type { Locale } from '@values-cross/core';
import type { AnswerSet, Explanation } from '@/domain/results/results-api';
import type { ValueWords } from './device-explanation';
import { useResultReadAgain } from './read-in-browser';

/**
 * Why each value of a result is where it is, in the page's language and reading; null while it
 * comes and when it cannot be had:
 * - a stored result's, as the route's loader read it (a page the server rendered has none: the
 *   route reads it again once, when the part that shows it is wanted);
 * - for a result the device scored and has not sent yet, the device's, worked out here from the
 *   questionnaire it holds (nothing is read from the server; decision 0059).
 */
export function useExplanation(
  answerSet: AnswerSet,
  loaded: Promise<Explanation | null> | undefined,
  locale: Locale,
  words: ValueWords,
): Explanation | null {
  const stored = answerSet.code !== '';
  useResultReadAgain(stored && loaded === undefined);
  const onDevice = useDeviceExplanation(stored ? null : answerSet, locale, words);
  // A promise of the loader: the part waits for it in its Suspense boundary.
  if (stored) return loaded ? use(loaded) : null;
  return onDevice;
}

/** The device's explanation of a result it scored and has not sent; null for none. */
function useDeviceExplanation(
  answerSet: AnswerSet | null,
  locale: Locale,
  words: ValueWords,
): Explanation | null {
  const [worked, setWorked] = useState<{ key: string; explanation: Explanation | null } | null>(
    null,
  );
  // An unsent result is known by when it was made; it is explained again in another language.
  const key = answerSet ? `${answerSet.createdAt}/${locale}` : '';
  // The answers and words as this render has them; the key says when to explain again.
  const explain = useEffectEvent((result: AnswerSet) =>
    import('./device-explanation').then((device) =>
      device.deviceExplanation(result, locale, words),
    ),
  );
  useEffect(() => {
    if (!answerSet) return;
    let current = true;
    void explain(answerSet).then(
      (explanation) => current && setWorked({ key, explanation }),
      () => current && setWorked({ key, explanation: null }),
    );
    return () => {
      current = false;
    };
    // The key names the result and language: a new render of the same one explains nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return worked?.key === key ? worked.explanation : null;
}
