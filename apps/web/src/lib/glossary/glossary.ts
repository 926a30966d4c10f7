import { createContext, useContext } from 'react';
import type { Locale } from '@values-cross/core';
import { documentReading } from '../reading';
import type { GlossaryEntry } from './easy-lines';

/** A glossary file (content/glossary/<lang>.json): entries by id. */
export type GlossaryFile = Record<string, { terms: string[]; explanation: string }>;

/** A glossary file as the page uses it: a list, in the file's order. */
export const glossaryEntries = (file: GlossaryFile): GlossaryEntry[] =>
  Object.entries(file).map(([id, { terms, explanation }]) => ({ id, terms, explanation }));

/** Each language's glossary, one chunk per language, loaded only in the easy reading. */
const loaders = import.meta.glob<{ default: GlossaryFile }>(
  '../../../../../content/glossary/{de,fr,it,en}.json',
);

let browserGlossary: readonly GlossaryEntry[] = [];

/**
 * Loads the glossary of a language when the page is read in easy language (before the page is
 * taken over, so the browser's first render marks the words the server marked).
 */
export async function loadGlossary(locale: Locale): Promise<void> {
  if (documentReading() !== 'easy') return;
  const load = loaders[`../../../../../content/glossary/${locale}.json`];
  browserGlossary = load ? glossaryEntries((await load()).default) : [];
}

/** The server renderer provides the page's glossary; in the browser it is the one loaded. */
export const GlossaryContext = createContext<readonly GlossaryEntry[] | null>(null);

/** The glossary of the page's language in easy reading; empty in the standard reading. */
export function useGlossary(): readonly GlossaryEntry[] {
  return useContext(GlossaryContext) ?? browserGlossary;
}
