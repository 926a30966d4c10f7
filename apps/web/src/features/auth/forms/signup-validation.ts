import { isValidEmail, isValidPassword } from '@values-cross/core';

/** The signup form's fields (product.md §3: registration, plus the consents of product.md §5). */
export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
  privacy: boolean;
}

/** Which message each field shows (product.md §5), as catalogue keys; empty when the form is fine. */
export type SignupProblems = Partial<
  Record<
    keyof SignupForm,
    'required' | 'emailFormat' | 'passwordRule' | 'passwordsMatch' | 'privacyRequired'
  >
>;

/** product.md §5: all fields required, e-mail format, the password rule, matching passwords, privacy accepted. */
export function validateSignup(form: SignupForm): SignupProblems {
  const problems: SignupProblems = {};
  for (const field of ['firstName', 'lastName', 'email', 'password', 'passwordRepeat'] as const) {
    if (!form[field].trim()) problems[field] = 'required';
  }
  if (!problems.email && !isValidEmail(form.email.trim())) problems.email = 'emailFormat';
  if (!problems.password && !isValidPassword(form.password)) problems.password = 'passwordRule';
  if (!problems.passwordRepeat && form.password !== form.passwordRepeat) {
    problems.passwordRepeat = 'passwordsMatch';
  }
  if (!form.privacy) problems.privacy = 'privacyRequired';
  return problems;
}

/** The signup form's fields as sent, with the optional gallery consent. */
export function readSignupForm(data: FormData): SignupForm & { gallery: boolean } {
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
    passwordRepeat: text('passwordRepeat'),
    privacy: data.get('privacy') === 'on',
    gallery: data.get('gallery') === 'on',
  };
}

/**
 * Which failure of the server a signup shows as itself (an address with an account, a refused
 * password); any other is "the signup failed".
 */
export function signupFailure(code: string | null): string {
  return code === 'email_exists' || code?.startsWith('password') ? code : 'signup_failed';
}
