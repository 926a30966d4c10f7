import { describe, expect, it } from 'vitest';
import { readability, sentenceCount, syllables, words } from './readability';

// Figures printed by shared/tools/readability.py (score(texts, lang)) for the same texts.
const REFERENCE = {
  de: {
    texts: [
      'Wie stark fühlst du dich mit der Gemeinde verbunden, in der du heute lebst?',
      'Magst du Feste im Dorf? Zum Beispiel die Fas-nacht.',
      'Das Bundes-Haus steht in Bern. Es ist 150 Jahre alt!',
    ],
    score: 94.990625,
  },
  fr: {
    texts: [
      'Quel est ton attachement à la commune où tu vis aujourd’hui ?',
      'Aimes-tu les fêtes du village ? Par exemple le carnaval.',
      'Elles mangent des pommes; ils étaient contents.',
    ],
    score: 91.11171296296298,
  },
  it: {
    texts: [
      'Quanto è forte il tuo legame con il Comune in cui vivi oggi?',
      'Ti piacciono le feste del paese? Per esempio il carnevale.',
      'L’acqua è fresca… Bevila!',
    ],
    score: 102.33333333333333,
  },
  en: {
    texts: [
      'How attached do you feel to the municipality where you live today?',
      'Do you like village fairs? For example, carnival.',
      'Don’t make the same mistake twice: it’s rare.',
    ],
    score: 75.8514285714286,
  },
} as const;

describe('readability (as shared/tools/readability.py)', () => {
  for (const [locale, { texts, score }] of Object.entries(REFERENCE)) {
    it(`gives the reference tool's score in ${locale}`, () => {
      expect(readability(texts, locale as keyof typeof REFERENCE)).toBeCloseTo(score, 9);
    });
  }

  it('counts sentences, words and syllables as the reference tool does', () => {
    expect(sentenceCount('Magst du Feste im Dorf? Zum Beispiel die Fas-nacht.')).toBe(2);
    expect(sentenceCount('')).toBe(1);
    // A colon or semicolon joins two parts of one sentence; an ordinal's dot ends none.
    expect(sentenceCount('Am 1. August feiern wir: Es gibt ein Fest.')).toBe(1);
    expect(sentenceCount('Elles mangent des pommes; ils étaient contents.')).toBe(1);
    expect(sentenceCount('Es ist 150 Jahre alt. Ja!')).toBe(2);
    expect(words('Das Bundes-Haus ist 150 Jahre alt')).toEqual([
      'Das',
      'Bundes-Haus',
      'ist',
      'Jahre',
      'alt',
    ]);
    expect(words('aujourd’hui')).toEqual(['aujourd’hui']);
    expect(syllables('Bundes-Haus', 'de')).toBe(3);
    expect(syllables('mangent', 'fr')).toBe(1);
    expect(syllables('municipality', 'en')).toBe(6);
    expect(syllables('rare', 'en')).toBe(1);
    expect(syllables('Bevila', 'it')).toBe(3);
  });
});
