import { useEffect, useState } from 'react';
import { useTranslation } from './translation';
import { isLocale, type Locale } from '@values-cross/core';
import { loadPageTexts } from './i18n';

/**
 * Whether a part of a page that needs its own namespaces (lib/i18n.ts PAGE_NAMESPACES) can show:
 * they are loaded in the page's language now, or as soon as they are.
 */
export function usePageTexts(locale: Locale, namespaces: readonly string[]): boolean {
  const { i18n } = useTranslation();
  const key = namespaces.join(',');
  const loadedNow = namespaces.every((namespace) => i18n.hasResourceBundle(locale, namespace));
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (loadedNow) return;
    let current = true;
    loadPageTexts(locale, key.split(',')).then(
      () => current && setLoaded(`${locale}:${key}`),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale, key, loadedNow]);
  return loadedNow || loaded === `${locale}:${key}`;
}

/**
 * Whether a part's own namespaces are there in the language the page shows now (a part that
 * opens on request: an explanation, the share window); they load when it first asks.
 */
export function useShownPageTexts(namespaces: readonly string[]): boolean {
  const { i18n } = useTranslation();
  return usePageTexts(isLocale(i18n.language) ? i18n.language : 'de', namespaces);
}
