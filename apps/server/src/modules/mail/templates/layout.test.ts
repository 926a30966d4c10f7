import { describe, expect, it } from 'vitest';
import { RESET_VALID_MS } from '../../accounts';
import { CONFIRMATION_VALID_MS } from '../../accounts';
import { durationText, fillIn } from './layout';
import { passwordResetMail } from './password-reset';
import { HOUR_MS } from '@values-cross/core';

describe('mail texts', () => {
  it.each([
    ['de', '1 Stunde', '7 Tage'],
    ['fr', '1 heure', '7 jours'],
    ['it', '1 ora', '7 giorni'],
    ['en', '1 hour', '7 days'],
  ] as const)('write the validity of links in %s', (language, reset, confirmation) => {
    expect(durationText(RESET_VALID_MS, language)).toBe(reset);
    expect(durationText(CONFIRMATION_VALID_MS, language)).toBe(confirmation);
    expect(durationText(2 * HOUR_MS, language)).not.toBe(reset);
  });

  it('say the validity the token is given', () => {
    const mail = (validMs: number) =>
      passwordResetMail({
        language: 'en',
        firstName: 'Léa',
        publicUrl: 'https://x.example',
        token: 't',
        validMs,
      });
    expect(mail(RESET_VALID_MS).text).toContain(
      'The link is valid for 1 hour and works only once.',
    );
    expect(mail(3 * HOUR_MS).text).toContain('The link is valid for 3 hours and works only once.');
  });

  it('fill in placeholders and refuse a placeholder without a value', () => {
    expect(fillIn('Hello {{firstName}}', { firstName: 'Léa {{x}}' })).toBe('Hello Léa {{x}}');
    expect(() => fillIn('valid for {{validFor}}', {})).toThrow(/validFor/);
  });
});
