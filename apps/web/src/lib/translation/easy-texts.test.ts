import { describe, expect, it } from 'vitest';
import { withEasyTexts } from './easy-texts';

describe('withEasyTexts', () => {
  const standard = {
    next: 'Next question',
    continue: { lead: 'Would you like to sharpen it?', long: 'Continue' },
    dismiss: 'OK',
  };

  it('puts each easy text in place of its standard text, nested keys too', () => {
    const easy = { next: 'Next', continue: { lead: 'Do you want more questions?' } };
    expect(withEasyTexts(standard, easy)).toEqual({
      next: 'Next',
      continue: { lead: 'Do you want more questions?', long: 'Continue' },
      dismiss: 'OK',
    });
  });

  it('leaves the standard texts alone without easy ones, and never changes them', () => {
    expect(withEasyTexts(standard, undefined)).toBe(standard);
    withEasyTexts(standard, { continue: { long: 'More' } });
    expect(standard.continue.long).toBe('Continue');
  });

  it('takes no easy group of texts where the standard has a single text', () => {
    expect(withEasyTexts(standard, { dismiss: { one: 'x' } }).dismiss).toBe('OK');
  });
});
