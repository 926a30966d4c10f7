import { describe, expect, it } from 'vitest';
import { validateSignup, type SignupForm } from './signup-validation';

const VALID: SignupForm = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  password: 'Zuerich#Sonne7',
  passwordRepeat: 'Zuerich#Sonne7',
  privacy: true,
};

describe('validateSignup (product.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(VALID)).toEqual({});
  });

  it.each([
    [{ firstName: ' ' }, { firstName: 'required' }],
    [{ lastName: '' }, { lastName: 'required' }],
    [{ email: '' }, { email: 'required' }],
    [{ email: 'anna@' }, { email: 'emailFormat' }],
    [
      { password: '', passwordRepeat: '' },
      { password: 'required', passwordRepeat: 'required' },
    ],
    [{ password: 'short1!A', passwordRepeat: 'short1!A' }, { password: 'passwordRule' }],
    [{ password: 'nouppercase1!', passwordRepeat: 'nouppercase1!' }, { password: 'passwordRule' }],
    [{ passwordRepeat: 'Zuerich#Sonne8' }, { passwordRepeat: 'passwordsMatch' }],
    [{ privacy: false }, { privacy: 'privacyRequired' }],
  ] as const)('%j gives %j', (change, problems) => {
    expect(validateSignup({ ...VALID, ...change })).toEqual(problems);
  });
});
