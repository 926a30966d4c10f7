/**
 * How a glossary word is found in a text, the same for the content check (tools/check-glossary.ts)
 * and the easy page that marks the words (apps/web lib/easy-reading/easy-lines.ts): a term is a
 * whole word, no Unicode letter, digit or hyphen joined to it on either side (an apostrophe may
 * be: "l’UE" holds "UE"; "Schul-Behörde" holds no "Behörde"); case and spaces as written; the
 * longest term first, so "Gemeinde-Versammlung" is one term.
 */
export function glossaryTermsPattern(terms: readonly string[]): RegExp | null {
  const written = terms.filter((term) => term.trim() !== '');
  if (written.length === 0) return null;
  const longestFirst = [...written]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    String.raw`(?<![\p{L}\p{N}-])(?:${longestFirst.join('|')})(?![\p{L}\p{N}-])`,
    'gu',
  );
}
