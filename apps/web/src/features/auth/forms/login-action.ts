import type { AuthState } from '@/lib/auth-session';
import { transportOf, type ApiTransport } from '@/lib/api-transport';
import { requestLogin, resendConfirmation } from '@/domain/account/account-api';
import { errorCode } from '../hooks/use-error-message';
import { loginProblems, readCredentials, type LoginProblems } from './login-form';

/**
 * What a login form sent before the page's scripts ran led to: the login, or what to correct
 * (with the address as typed), or the confirmation mail asked for again (`resent`).
 */
export type LoginSent =
  | { auth: AuthState }
  | { problems: LoginProblems; failure: string | null; email: string; resent?: boolean };

/** The login form's button that asks for the confirmation mail again sends this `intent`. */
export const RESEND_INTENT = 'resend';

/**
 * Logs in from a form the browser sent itself, through the route's transport (the server's own
 * routes): the refresh cookie the API sets goes to the visitor's browser with the page, and the
 * login it answers is kept by the browser once the page's scripts run; else what to correct. Its
 * resend button (`intent`) asks for the confirmation mail of the address instead.
 */
export async function logInFromForm(data: FormData, context: unknown): Promise<LoginSent> {
  const credentials = readCredentials(data);
  const problems = loginProblems(credentials);
  const { email } = credentials;
  if (data.get('intent') === RESEND_INTENT) return resend(email, transportOf(context));
  if (Object.keys(problems).length > 0) return { problems, failure: null, email };
  try {
    return { auth: await requestLogin(credentials, transportOf(context)) };
  } catch (error) {
    return { problems: {}, failure: errorCode(error) ?? 'generic', email };
  }
}

/** Asks for the confirmation mail of an address whose login was refused as unconfirmed. */
async function resend(email: string, transport: ApiTransport): Promise<LoginSent> {
  try {
    await resendConfirmation(email, transport);
    return { problems: {}, failure: null, email, resent: true };
  } catch (error) {
    return { problems: {}, failure: errorCode(error) ?? 'generic', email };
  }
}
