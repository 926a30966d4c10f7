import { isValidPassword } from '@values-cross/core';
import type { emailProblem } from '@/domain/account/email-rule';

/** The message key (common `validation.…`) of a reset request's address to correct (product.md §5). */
export type ResetProblem = NonNullable<ReturnType<typeof emailProblem>>;

/** The e-mail of a sent password-reset request (trimmed). */
export function readResetEmail(data: FormData): string {
  return String(data.get('email') ?? '').trim();
}

/** A new password and its repetition, as a password-change form sends them. */
export interface NewPassword {
  password: string;
  passwordRepeat: string;
}

/** The message key (common `validation.…`) of each new-password field to correct (product.md §5). */
export type NewPasswordProblems = Partial<
  Record<keyof NewPassword, 'required' | 'passwordRule' | 'passwordsMatch'>
>;

/** The new password of a sent password-change form. */
export function readNewPassword(data: FormData): NewPassword {
  return {
    password: String(data.get('password') ?? ''),
    passwordRepeat: String(data.get('passwordRepeat') ?? ''),
  };
}

/** product.md §5: both fields required, the password rule, the repetition the same. */
export function newPasswordProblems({
  password,
  passwordRepeat,
}: NewPassword): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!password) problems.password = 'required';
  else if (!isValidPassword(password)) problems.password = 'passwordRule';
  if (!passwordRepeat) problems.passwordRepeat = 'required';
  else if (passwordRepeat !== password) problems.passwordRepeat = 'passwordsMatch';
  return problems;
}

/** Whether a failure is the mailed link's (no longer valid): a new link is what helps. */
export function isLinkFailure(code: string | null): boolean {
  return code === 'token_invalid' || code === 'token_expired';
}
