import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from '@values-cross/core';

/** Remembers the visitor's language (product.md §9: cookie LANG, path /, 365 days). */
export function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Forgets the visitor's language (on logout, with everything else stored for them). */
export function forgetLanguage(): void {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
}

/** The language remembered in the LANG cookie, or German (product.md §2: the default). */
export function rememberedLanguage(): Locale {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(value) ? value : 'de';
}
