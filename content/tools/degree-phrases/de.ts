import type { DegreeLexicon } from '../degree-classes';

/** The side of an answer that a word of certainty strengthens ("bestimmt dagegen"). */
const DE_SIDE = String.raw`(?= (?:dafür|dagegen|nicht|ja|nein)(?!\p{L}))`;

/** The German degree phrases (see degree-lexicon.ts for what each class holds and why). */
export const DE: DegreeLexicon = {
  extreme: [
    'sehr',
    'voll und ganz',
    'ganz und gar',
    // "Ganz" uninflected is the adverb ("ganz klar", "ganz ohne"); "einen ganzen Tag" is whole.
    'ganz',
    'voll',
    'völlig',
    'vollkommen',
    'vollständig',
    'total',
    'absolut',
    'äusserst',
    'extrem',
    'höchst',
    'besonders',
    'gewaltig',
    'deutlich',
    'enorm',
    'unbedingt',
    'gar nicht',
    String.raw`gar kein\p{L}*`,
    'überhaupt nicht',
    String.raw`überhaupt kein\p{L}*`,
    'auf keinen fall',
    'keinesfalls',
    'auf jeden fall',
    // "viel" before a capital is a quantity of things, blanked first (degree.ts).
    'viel',
    // Certainty only before the side it strengthens: "der Markt bestimmt" is the verb.
    `bestimmt${DE_SIDE}`,
    `sicher${DE_SIDE}`,
    String.raw`(?<=(?:ja|nein), )(?:bestimmt|sicher)`,
    String.raw`klar(?= (?:das|die|der|den|dafür|dagegen)(?!\p{L}))`,
    // Not "strenger", "strikter": the comparative, and a positive form a list cannot tell apart.
    String.raw`streng(?:e|en|es|em)?`,
    String.raw`strikt(?:e|en|es|em)?`,
    String.raw`mit (?:sehr )?gross\p{L}*`,
    'mit viel',
  ],
  moderate: [
    'eher',
    'ziemlich',
    'einigermassen',
    'einiges',
    'wenig',
    'nicht so',
    'nicht sehr',
    'nicht besonders',
    'nicht wirklich',
    'nicht ganz',
    'wahrscheinlich',
    'eher viel',
    'ziemlich viel',
    String.raw`mit (?:einem |einer )?gewiss\p{L}*`,
  ],
  slight: ['ein wenig', 'ein klein wenig', 'ein bisschen'],
  multiple: [
    'ein vielfaches',
    String.raw`viel\p{L}*fach\p{L}*`,
    'viele male',
    'vielmals',
    'mehrmals',
    'mehrfach',
    'mehrere male',
    'ein paar mal',
  ],
  none: [
    'wie sehr',
    'wie viel',
    'gleich viel',
    'so viel',
    'zu viel',
    'zu wenig',
    'so wenig wie',
    String.raw`viel (?:kost|verdien)\p{L}*`,
    String.raw`(?<=(?:kostet|kosten|verdient|verdienen) )viel`,
    // "Ganz von selbst", "ganz allein": on its own, an idiom that grades nothing.
    'ganz von selbst',
    'ganz allein',
  ],
};
