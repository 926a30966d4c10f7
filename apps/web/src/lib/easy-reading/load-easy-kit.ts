import type { Locale } from '@values-cross/core';
import { documentReading, keepEasyKit, type EasyParts } from '../reading';
import type { GlossaryEntry } from './easy-lines';
import { byPlaceInContent } from '../content-files';

/** A glossary file (content/glossary/<lang>.json): entries by id. */
export type GlossaryFile = Record<string, { terms: string[]; explanation: string }>;

/** A glossary file as the page uses it: a list, in the file's order. */
export const glossaryEntries = (file: GlossaryFile): GlossaryEntry[] =>
  Object.entries(file).map(([id, { terms, explanation }]) => ({ id, terms, explanation }));

/** Each language's glossary, one chunk per language, loaded only in the easy reading. */
const glossaryLoaders = byPlaceInContent(
  import.meta.glob<{ default: GlossaryFile }>('@content/glossary/{de,fr,it,en}.json'),
);

/**
 * Loads the easy kit of a language when the page is read in easy language, before the page is
 * taken over (so the browser's first render is the server's); pages in the standard reading
 * carry none of it. `parts`: the components only easy reading draws, which the app loads
 * (app/show-language.ts).
 */
export async function loadEasyKit(locale: Locale, parts: Promise<EasyParts>): Promise<void> {
  if (documentReading() !== 'easy') return;
  const load = glossaryLoaders[`glossary/${locale}.json`];
  const [file, easyParts] = await Promise.all([load ? load() : { default: {} }, parts]);
  keepEasyKit({ ...easyParts, glossary: glossaryEntries(file.default) });
}
