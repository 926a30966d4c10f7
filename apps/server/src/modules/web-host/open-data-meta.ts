import type { Locale } from '@values-cross/core';
import de from '@values-cross/content/locales/de/population.json' with { type: 'json' };
import en from '@values-cross/content/locales/en/population.json' with { type: 'json' };
import fr from '@values-cross/content/locales/fr/population.json' with { type: 'json' };
import it from '@values-cross/content/locales/it/population.json' with { type: 'json' };
import type { PageMeta } from './app-shell';

const catalogues = { de, fr, it, en } as const;

/** The open data page's own title and link preview (not the product's), in a language. */
export function openDataMeta(locale: Locale): PageMeta {
  const { title, description } = catalogues[locale].openData.meta;
  return { title, description };
}
