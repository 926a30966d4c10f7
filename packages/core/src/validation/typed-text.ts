/**
 * Characters no text a person types may hold, whether others see it or it is only stored:
 * control characters (Cc, NUL included, which PostgreSQL cannot store), format characters (Cf:
 * bidirectional marks, overrides and isolates, zero-width spaces and joiners, the word joiner,
 * the byte-order mark) and the line and paragraph separators. Each can hide or reorder what a
 * reader sees; none belongs in a name, an address or a code.
 */
export const UNSEEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether a typed text holds a character of UNSEEN_CHARACTERS. */
export function hasUnseenCharacters(text: string): boolean {
  return UNSEEN_CHARACTERS.test(text);
}
