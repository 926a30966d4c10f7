import { newsletterConfirmPath, userPath } from '@values-cross/contract/paths';
import type { ApiTransport } from '@/lib/api-transport';
import type { Subscription } from '../forms/subscription';

/**
 * Subscribes to the newsletter (product.md §7: POST `userPath`), from the browser or, for a form sent
 * before the page's scripts ran, from the server (`transport`). Per product.md any failure is
 * swallowed: the visitor is told to confirm by mail either way.
 */
export async function subscribe(
  { email, firstName, lastName, language }: Subscription,
  transport: ApiTransport = (input, init) => fetch(input, init),
): Promise<void> {
  const fields = {
    email,
    language,
    ...(firstName && { firstName }),
    ...(lastName && { lastName }),
  };
  try {
    const response = await transport(userPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    await response.body?.cancel();
  } catch {
    // swallowed (product.md §7)
  }
}

/**
 * Confirms a subscription with the token from the mailed link (double opt-in), from the browser
 * or, for the button sent before the page's scripts ran, from the server (`transport`).
 */
export async function confirmSubscription(
  token: string,
  transport: ApiTransport = (input, init) => fetch(input, init),
): Promise<boolean> {
  try {
    const response = await transport(newsletterConfirmPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
