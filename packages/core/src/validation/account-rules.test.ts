import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PORTRAIT_MAX_BYTES,
  PORTRAIT_TYPES,
  isValidEmail,
  isValidPassword,
  passwordChecks,
  portraitProblem,
  type PasswordChecks,
} from './account-rules';

describe('passwordChecks (product.md §5: 10 characters, upper, lower, digit, special)', () => {
  const all = { length: true, upper: true, lower: true, digit: true, special: true };
  it.each<[string, PasswordChecks, boolean]>([
    ['Sommer2024!', all, true],
    ['Somme2024!', all, true],
    ['Somm2024!', { ...all, length: false }, false],
    ['sommer2024!', { ...all, upper: false }, false],
    ['SOMMER2024!', { ...all, lower: false }, false],
    ['SommerSonne!', { ...all, digit: false }, false],
    ['Sommer20245', { ...all, special: false }, false],
    ['Sommer 2024', all, true],
    ['Ärger2024éé', { ...all, special: false }, false],
    ['Ärger2024é_', all, true],
    ['ÄÖÜäöü1234', { ...all, special: false }, false],
    ['😀😀😀😀😀😀😀Aa1', { ...all, length: true }, true],
    ['😀😀😀😀😀Aa1', { ...all, length: false }, false],
    ['', { length: false, upper: false, lower: false, digit: false, special: false }, false],
  ])('%j -> %j, valid %s', (password, checks, valid) => {
    expect(passwordChecks(password)).toEqual(checks);
    expect(isValidPassword(password)).toBe(valid);
  });
});

describe('isValidEmail (product.md §5)', () => {
  it.each([
    ['anna@example.ch', true],
    ['anna.muster+news@mail.example.co.uk', true],
    ['a@b.c', true],
    ['anna@example', false],
    ['@example.ch', false],
    ['anna@@example.ch', false],
    ['anna@ex@ample.ch', false],
    ['anna @example.ch', false],
    ['anna@example.ch ', false],
    ['anna@.example.ch', false],
    ['anna@example.ch.', false],
    ['anna@example..ch', false],
    ['anna', false],
    ['', false],
    [`${'a'.repeat(243)}@example.ch`, true],
    [`${'a'.repeat(244)}@example.ch`, false],
  ])('%j -> %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('portraitProblem (product.md §5: JPG or PNG up to 1 MB)', () => {
  it('has product.md limits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PORTRAIT_MAX_BYTES).toBe(1048576);
    expect(PORTRAIT_TYPES).toEqual(['image/jpeg', 'image/png']);
  });

  it.each([
    ['image/jpeg', 1000, null],
    ['image/png', PORTRAIT_MAX_BYTES, null],
    ['IMAGE/PNG', 1, null],
    ['image/png', PORTRAIT_MAX_BYTES + 1, 'portrait_size'],
    ['image/jpeg', 0, 'portrait_size'],
    ['image/jpeg', NaN, 'portrait_size'],
    ['image/gif', 1000, 'portrait_type'],
    ['image/webp', PORTRAIT_MAX_BYTES + 1, 'portrait_type'],
    ['', 1000, 'portrait_type'],
  ])('%j of %s bytes -> %s', (type, size, expected) => {
    expect(portraitProblem({ type, size })).toBe(expected);
  });
});
