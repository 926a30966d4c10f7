import { useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { surveyPath, useEmbedded } from './embedding';

/** The page's language and a helper for paths under its prefix (the embed prefix inside it). */
export function useLocalePath(): { locale: Locale; path: (route: string) => string } {
  const { lang } = useParams();
  const embedded = useEmbedded();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  return { locale, path: (route: string) => surveyPath(locale, route, embedded) };
}
