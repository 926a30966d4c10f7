import { parseNavigationText, type Locale, type NavigationEntry } from '@values-cross/core';
import { ApiError } from '@/lib/api-error';

/**
 * The footer menu's links for a language (product.md §7: /{lang}/navigation.json): the text is
 * cleaned of line breaks and a trailing comma before parsing. An ApiError when it cannot be
 * loaded (`offline`, the status) or read (`unexpected_answer`).
 */
export async function fetchNavigation(locale: Locale): Promise<NavigationEntry[]> {
  const response = await fetch(`/${locale}/navigation.json`).catch(() => {
    throw new ApiError(0, 'offline');
  });
  if (!response.ok) throw new ApiError(response.status, 'navigation_unavailable');
  const entries = parseNavigationText(await response.text());
  if (!entries) throw new ApiError(response.status, 'unexpected_answer');
  return entries;
}
