/**
 * The degree classes: `extreme` (an end of a scale: very, completely, not at all, definitely),
 * `moderate` (the steps between: rather, fairly, tend to, not much, little), `slight` (a little,
 * a bit) and `multiple` (many times over: "ein Vielfaches", "plusieurs fois").
 */
export const DEGREE_CLASSES = ['extreme', 'moderate', 'slight', 'multiple'] as const;

/** One of the degree classes. */
export type DegreeClass = (typeof DEGREE_CLASSES)[number];

/**
 * A language's phrases, by class, as regular-expression sources for the normalised text (see
 * degree.ts: one space between words, the apostrophe typed as '). `none` holds phrases that look
 * like a degree and are none: a quantity of things, a question word, "rather than". Where phrases
 * overlap, the one that starts first wins, and at the same place the longer one ("pas du tout"
 * before "du tout", "quite a lot" before "a lot").
 *
 * Decisions this table makes, in every language alike:
 * - Negation grades down: "not at all" and its like are `extreme`, "not very", "not much", "not
 *   really" are `moderate` (the "eher nicht" of an agreement scale).
 * - "Little" ("wenig", "peu", "poco") is `moderate`, the low side of "not much"; "a little" ("ein
 *   wenig", "un peu", "un po'") is `slight`.
 * - A quantity of things is no degree: "viel Geld", "viele Länder", "beaucoup de gens", "molti
 *   dialetti", "molto lavoro", "a lot of money"; nor is a sum of money where the noun is
 *   understood ("kostet viel", "coûte cher", "guadagnare molto", "costs a lot"). How much of an
 *   action or a feeling is: "compte beaucoup", "dà molto fastidio", "matters a lot", and "with"
 *   a lot of a feeling ("mit grossen Sorgen", "avec beaucoup d'inquiétude", "con molta fiducia");
 *   "with" a certain amount is `moderate` ("con una certa preoccupazione", "with some protection").
 *   German marks the noun with a capital (degree.ts blanks "viel", "wenig", "ganz" before one); Italian
 *   plural "molti", "molte" count things, singular "molto", "molta" grade, but for the nouns of
 *   things listed under `none` ("molto lavoro").
 * - Strictness is `extreme`: "streng geschützt", "strictement", "rigorosamente", "strictly"
 *   (the translators render it as "très", "del tutto"); a comparative ("strenger", "more
 *   strictly") is not read, and "le strict nécessaire" is the idiom for the bare necessities.
 * - A degree graded by another is the graded one: "piuttosto molto", "ziemlich viel" are
 *   `moderate`, as "eher stark" is.
 * - Certainty that closes a for-or-against scale is `extreme` ("bestimmt dagegen", "certainement
 *   contre", "decisamente no", "definitely against"); likelihood that grades it is `moderate`
 *   ("probably not").
 * - Not read: comparatives and superlatives ("mehr", "plus", "più", "most": German forms them by
 *   ending, which a phrase list cannot follow), frequency ("nie", "toujours", "spesso") and
 *   definite counts ("zweimal"). French "plus" is therefore never a degree, neither in "ne … plus"
 *   (no longer) nor in "plus fort".
 */
export type DegreeLexicon = Readonly<Record<DegreeClass | 'none', readonly string[]>>;
