/**
 * Characters no text a person types may hold, whether others see it or it is only stored:
 * - control characters (Cc, NUL included, which PostgreSQL cannot store), format characters (Cf:
 *   bidirectional marks, overrides and isolates, zero-width spaces and joiners, the word joiner,
 *   the byte-order mark) and the line and paragraph separators;
 * - lone surrogates (Cs: SQLite stores them as invalid UTF-8, read back as U+FFFD) and the
 *   replacement and object-replacement characters such a loss leaves;
 * - private-use characters (Co: each font draws them differently, most as nothing);
 * - letters, marks and symbols that show as nothing: Unicode's default-ignorable characters
 *   (the Hangul fillers U+3164 and U+FFA0, the combining grapheme joiner U+034F, variation
 *   selectors, tags …) and the blank Braille pattern U+2800.
 * Each can hide or reorder what a reader sees, or make two texts that look alike differ; none
 * belongs in a name, an address or a code. (`DI` and `ExtPict` are the short names of
 * Default_Ignorable_Code_Point and Extended_Pictographic: fewer bytes on every first load.)
 */
export const UNSEEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{DI}\u2800\uFFFC\uFFFD]/u;

/**
 * The one kind of invisible character a typed text keeps: the variation selector that asks for
 * an emoji's or a text's look (U+FE0F, U+FE0E) right after a pictograph or a keycap's base, as
 * phones type '❤️' and '1️⃣'.
 */
const EMOJI_PRESENTATION = /(?<=[\p{ExtPict}#*0-9])[\uFE0E\uFE0F]/gu;

/** Whether a typed text holds a character of UNSEEN_CHARACTERS (an emoji's own look aside). */
export function hasUnseenCharacters(text: string): boolean {
  return UNSEEN_CHARACTERS.test(text.replace(EMOJI_PRESENTATION, ''));
}
