import { useEffect, useState } from 'react';
import type { Locale } from '@values-cross/core';
import { fetchExplanation, type Explanation } from '@/domain/results/results-api';

/** The server's explanation of a result (points per answer, one-answer ranges) in the page's language. */
export function useExplanation(code: string | null, locale: Locale): Explanation | null {
  const [fetched, setFetched] = useState<{ key: string; explanation: Explanation | null } | null>(
    null,
  );
  const key = `${code ?? ''}/${locale}`;
  useEffect(() => {
    if (!code) return;
    let current = true;
    void fetchExplanation(code, locale).then(
      (explanation) => current && setFetched({ key, explanation }),
    );
    return () => {
      current = false;
    };
  }, [code, locale, key]);
  return fetched?.key === key ? fetched.explanation : null;
}
