import type { Locale } from '@values-cross/core';
import de from '../navigation/de.json' with { type: 'json' };
import en from '../navigation/en.json' with { type: 'json' };
import fr from '../navigation/fr.json' with { type: 'json' };
import it from '../navigation/it.json' with { type: 'json' };

/** One link of the footer menu (product.md §1, §3: navigation entry). */
export interface NavigationLink {
  title: string;
  url: string;
}

/** The footer menu per language: the organisation's own pages and its social media page. */
export const navigation: Readonly<Record<Locale, NavigationLink[]>> = Object.freeze({
  de,
  fr,
  it,
  en,
});
