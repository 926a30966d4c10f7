import type { Locale } from '@values-cross/core';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language (spec 9: cookie LANG, path /, 365 days). */
export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `LANG=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The language remembered in the LANG cookie, or German (spec 2: the default). */
export function rememberedLanguage(): Locale {
  const match = /(?:^|;\s*)LANG=(de|fr|it|en)(?:;|$)/.exec(document.cookie);
  return (match?.[1] as Locale | undefined) ?? 'de';
}
