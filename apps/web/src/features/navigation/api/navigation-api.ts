import { parseNavigationText, type Locale, type NavigationEntry } from '@values-cross/core';

/**
 * The footer menu's links for a language (product.md §7: /{lang}/navigation.json): the text is cleaned
 * of line breaks and a trailing comma before parsing; on failure the error is logged and the
 * menu stays empty (null).
 */
export async function fetchNavigation(locale: Locale): Promise<NavigationEntry[] | null> {
  try {
    const response = await fetch(`/${locale}/navigation.json`);
    if (!response.ok) throw new Error(`navigation: HTTP ${response.status}`);
    const entries = parseNavigationText(await response.text());
    if (!entries) throw new Error('navigation: unreadable');
    return entries;
  } catch (error) {
    console.error('The footer navigation could not be loaded', error);
    return null;
  }
}
