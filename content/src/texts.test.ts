import { describe, expect, it } from 'vitest';
import { overlayTexts } from './texts';

describe('overlayTexts', () => {
  const standard = {
    next: 'Next question',
    continue: { lead: 'Would you like to sharpen it?', long: 'Continue' },
    dismiss: 'OK',
  };

  it('puts each easy text in place of its standard text, nested keys too', () => {
    const easy = { next: 'Next', continue: { lead: 'Do you want more questions?' } };
    expect(overlayTexts(standard, easy)).toEqual({
      next: 'Next',
      continue: { lead: 'Do you want more questions?', long: 'Continue' },
      dismiss: 'OK',
    });
  });

  it('leaves the standard texts alone without easy ones, and never changes them', () => {
    expect(overlayTexts(standard, undefined)).toBe(standard);
    overlayTexts(standard, { continue: { long: 'More' } });
    expect(standard.continue.long).toBe('Continue');
  });

  it('lays a language over the English it falls back to: a text it lacks stays English', () => {
    const french = { next: 'Question suivante', continue: { lead: 'Voulez-vous l’affiner ?' } };
    expect(overlayTexts(standard, french)).toEqual({
      next: 'Question suivante',
      continue: { lead: 'Voulez-vous l’affiner ?', long: 'Continue' },
      dismiss: 'OK',
    });
  });

  it('takes no easy group of texts where the standard has a single text', () => {
    expect(overlayTexts(standard, { dismiss: { one: 'x' } }).dismiss).toBe('OK');
  });
});
