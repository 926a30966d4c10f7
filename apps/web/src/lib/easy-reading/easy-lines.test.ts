import { describe, expect, it } from 'vitest';
import { easyLines, sentenceLines, type GlossaryEntry } from './easy-lines';

const initiative: GlossaryEntry = {
  id: 'initiative',
  terms: ['Initiative', 'Volks-Initiative', 'Initiativen'],
  explanation: 'Mit einer Initiative können Menschen ein neues Gesetz vorschlagen.',
};

describe('sentenceLines', () => {
  it('puts each sentence on its own line', () => {
    expect(sentenceLines('Das ist ein Satz. Ist das ein zweiter? Ja! Gut …  Ende.')).toEqual([
      'Das ist ein Satz.',
      'Ist das ein zweiter?',
      'Ja!',
      'Gut …',
      'Ende.',
    ]);
  });

  it('ends no sentence at an ordinal, a colon or inside a quotation', () => {
    expect(sentenceLines('Am 1. August feiern wir: mit Feuer. «Schön.» Danach')).toEqual([
      'Am 1. August feiern wir: mit Feuer.',
      '«Schön.»',
      'Danach',
    ]);
  });
});

describe('easyLines', () => {
  it('marks the first occurrence of a glossary word, the longest form first', () => {
    const lines = easyLines('Eine Volks-Initiative ist gut. Jede Initiative zählt.', [initiative]);
    expect(lines).toEqual([
      [
        { kind: 'text', text: 'Eine ' },
        { kind: 'term', text: 'Volks-Initiative', entry: initiative },
        { kind: 'text', text: ' ist gut.' },
      ],
      [{ kind: 'text', text: 'Jede Initiative zählt.' }],
    ]);
  });

  it('marks whole words only, and keeps compounds whole', () => {
    const lines = easyLines('Die Initiativ-Gruppe trifft sich am Wohn-Ort.', [initiative]);
    expect(lines).toEqual([
      [
        { kind: 'text', text: 'Die ' },
        { kind: 'compound', text: 'Initiativ-Gruppe' },
        { kind: 'text', text: ' trifft sich am ' },
        { kind: 'compound', text: 'Wohn-Ort' },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('marks nothing already marked elsewhere on the page', () => {
    const marked = new Set(['initiative']);
    expect(easyLines('Eine Initiative.', [initiative], marked)).toEqual([
      [{ kind: 'text', text: 'Eine Initiative.' }],
    ]);
  });
});
