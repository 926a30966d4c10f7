import type { AuthState } from '@/lib/auth-session';
import { transportOf } from '@/lib/api-transport';
import { requestLogin } from '@/domain/account/account-api';
import { errorCode } from './hooks/use-error-message';
import { loginProblems, readCredentials, type LoginProblems } from './login-form';

/** What a login form sent before the page's scripts ran led to. */
export type LoginSent =
  { auth: AuthState } | { problems: LoginProblems; failure: string | null; email: string };

/**
 * Logs in from a form the browser sent itself, through the route's transport (the server's own
 * routes): the refresh cookie the API sets goes to the visitor's browser with the page, and the
 * login it answers is kept by the browser once the page's scripts run; else what to correct.
 */
export async function logInFromForm(data: FormData, context: unknown): Promise<LoginSent> {
  const credentials = readCredentials(data);
  const problems = loginProblems(credentials);
  const { email } = credentials;
  if (Object.keys(problems).length > 0) return { problems, failure: null, email };
  try {
    return { auth: await requestLogin(credentials, transportOf(context)) };
  } catch (error) {
    return { problems: {}, failure: errorCode(error) ?? 'generic', email };
  }
}
