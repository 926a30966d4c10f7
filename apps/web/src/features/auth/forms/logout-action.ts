import { redirect } from 'react-router';
import { transportOf } from '@/lib/api-transport';
import { requestLogout } from '@/domain/account/account-api';

/** The logout button of the login's pages sends this `intent` with their form. */
export const LOGOUT_INTENT = 'logout';

/**
 * Logs out from a form the browser sent itself, before the page's scripts ran: the API ends the
 * login of the refresh cookie the request carries and clears it, then the landing page in the
 * visitor's language. A logout that fails (the login ended already) leads there too: the
 * visitor is logged out either way.
 */
export async function logOutFromForm(context: unknown, language: string): Promise<Response> {
  await requestLogout(transportOf(context)).catch(() => undefined);
  return redirect(`/${language}`);
}
