import { useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';

/** The page's language and a helper for paths under its prefix. */
export function useLocalePath(): { locale: Locale; path: (route: string) => string } {
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  return { locale, path: (route: string) => `/${locale}${route}` };
}
