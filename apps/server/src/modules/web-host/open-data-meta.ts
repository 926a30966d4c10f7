import type { Locale } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import type { PageMeta } from './app-shell';

/** The open data page's own title and link preview (not the product's), in a language. */
export function openDataMeta(locale: Locale): PageMeta {
  const { title, description } = interfaceTexts(locale, 'population').openData.meta;
  return { title, description };
}
