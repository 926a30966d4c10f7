import type { Locale } from '@values-cross/core';
import { switchLocale } from '@/lib/i18n';
import { documentReading } from '@/lib/reading';

/**
 * Shows the interface in a language: its catalogue and, for a page in easy reading, the
 * language's easy kit (its glossary and the parts only easy reading draws), which pages in the
 * standard reading never load.
 */
export function showLanguage(locale: Locale): Promise<void> {
  const easyKit =
    documentReading() === 'easy'
      ? import('@/lib/easy-reading/load-easy-kit').then(({ loadEasyKit }) =>
          loadEasyKit(
            locale,
            import('@/components/ui/easy/easy-parts').then(({ easyParts }) => easyParts),
          ),
        )
      : undefined;
  return switchLocale(locale, easyKit);
}
