import { glossaryTermsPattern } from '@values-cross/content/glossary-terms';

/**
 * An easy text laid out as easy-to-read practice asks: one sentence per line, a German compound
 * never broken at its hyphen, and each hard word of the glossary marked where it first occurs.
 */

/** A glossary entry as the page uses it: its id, the word forms to mark, the explanation. */
export interface GlossaryEntry {
  id: string;
  terms: readonly string[];
  explanation: string;
}

/** A piece of a line: plain text, a compound kept whole, or a glossary word. */
export type LinePiece =
  | { kind: 'text'; text: string }
  | { kind: 'compound'; text: string }
  | { kind: 'term'; text: string; entry: GlossaryEntry };

/**
 * The sentences of a text: a sentence ends at . ! ? or … followed by a space; a number's dot
 * ("1. August") ends none. The spaces between sentences are dropped.
 */
export function sentenceLines(text: string): string[] {
  return text
    .split(/(?<=(?<!\d)[.!?…]["»”’)]*)\s+(?=\S)/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Words joined by hyphens (Gemeinde-Versammlung): kept on one line. */
const COMPOUND = /\p{L}+(?:-\p{L}+)+/gu;

function compounds(text: string): LinePiece[] {
  const pieces: LinePiece[] = [];
  let at = 0;
  for (const match of text.matchAll(COMPOUND)) {
    if (match.index > at) pieces.push({ kind: 'text', text: text.slice(at, match.index) });
    pieces.push({ kind: 'compound', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

/**
 * The lines of an easy text, each a list of pieces. `glossary` marks the first occurrence of each
 * entry's words in the text (found as the content check finds them); `marked` lists
 * entries already marked elsewhere on the page, which are not marked again.
 */
export function easyLines(
  text: string,
  glossary: readonly GlossaryEntry[],
  marked: Set<string> = new Set(),
): LinePiece[][] {
  const byTerm = new Map<string, GlossaryEntry>();
  for (const entry of glossary) for (const term of entry.terms) byTerm.set(term, entry);
  const pattern = glossaryTermsPattern([...byTerm.keys()]);
  return sentenceLines(text).map((line) => {
    const pieces: LinePiece[] = [];
    let at = 0;
    for (const match of pattern ? line.matchAll(pattern) : []) {
      const entry = byTerm.get(match[0]);
      if (!entry || marked.has(entry.id)) continue;
      marked.add(entry.id);
      pieces.push(...compounds(line.slice(at, match.index)));
      pieces.push({ kind: 'term', text: match[0], entry });
      at = match.index + match[0].length;
    }
    pieces.push(...compounds(line.slice(at)));
    return pieces;
  });
}
