import { describe, expect, it } from 'vitest';
import { emailProblem } from '@/domain/account/email-rule';

describe('emailProblem (product.md §5)', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['anna@', 'emailFormat'],
    ['anna example.ch', 'emailFormat'],
    ['anna@example.ch', null],
    [' anna@example.ch ', null],
  ])('%j -> %j', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});
