import type { Locale } from '@values-cross/core';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language (spec 9: cookie LANG, path /, 365 days). */
export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `LANG=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
