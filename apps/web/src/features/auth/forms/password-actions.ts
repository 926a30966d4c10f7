import { transportOf } from '@/lib/api-transport';
import { emailProblem } from '@/domain/account/email-rule';
import { confirmPasswordReset, requestPasswordReset } from '@/domain/account/password-reset-api';
import { errorCode } from '../hooks/use-error-message';
import {
  newPasswordProblems,
  readNewPassword,
  readResetEmail,
  type NewPasswordProblems,
  type ResetProblem,
} from './password-forms';

/** What a password-reset request sent before the page's scripts ran led to. */
export type ResetSent =
  { requested: true } | { problem: ResetProblem | null; failure: string | null; email: string };

/**
 * Asks for a password-reset mail from a form the browser sent itself, through the route's
 * transport (the server's own routes); else says what to correct, with the address as typed.
 */
export async function requestResetFromForm(data: FormData, context: unknown): Promise<ResetSent> {
  const email = readResetEmail(data);
  const problem = emailProblem(email);
  if (problem) return { problem, failure: null, email };
  try {
    await requestPasswordReset(email, transportOf(context));
    return { requested: true };
  } catch (error) {
    return { problem: null, failure: errorCode(error) ?? 'generic', email };
  }
}

/** What a password change sent before the page's scripts ran led to (never the passwords). */
export type ChangeSent =
  { changed: true } | { problems: NewPasswordProblems; failure: string | null };

/**
 * Sets a new password from a form the browser sent itself to the mailed link's address (its
 * `token`), through the route's transport; else says what to correct or that the link no longer
 * works.
 */
export async function changePasswordFromForm(
  data: FormData,
  token: string,
  context: unknown,
): Promise<ChangeSent> {
  const fields = readNewPassword(data);
  const problems = newPasswordProblems(fields);
  if (Object.keys(problems).length > 0) return { problems, failure: null };
  try {
    await confirmPasswordReset({ token, password: fields.password }, transportOf(context));
    return { changed: true };
  } catch (error) {
    return { problems: {}, failure: errorCode(error) ?? 'generic' };
  }
}
