import { LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@values-cross/core';
import { PAGE_LIST } from '@values-cross/web/pages';

export { LANGUAGE_COOKIE } from '@values-cross/core';

/**
 * Addresses of the app's pages after the language prefix (product.md §2), from the page table; each also
 * works without the prefix and leads to the visitor's language.
 */
export const APP_ROUTE_SEGMENTS: readonly string[] = PAGE_LIST.map(({ segment }) => segment).filter(
  Boolean,
);

/** Options for setting the LANG cookie (`secure`: the cookie rule, http/cookie-policy.ts). */
export function languageCookieOptions(secure: boolean) {
  return { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' as const, secure };
}
