import { newsletterConfirmPath, userPath } from '@values-cross/contract/paths';
import type { Locale } from '@values-cross/core';

/**
 * Subscribes to the newsletter (spec 7: POST /api/v1/user/, multipart form data). Per the spec
 * any failure is swallowed: the visitor is told to confirm by mail either way.
 */
export async function subscribe(input: {
  email: string;
  firstName: string;
  lastName: string;
  language: Locale;
}) {
  const form = new FormData();
  Object.entries(input).forEach(([key, value]) => value && form.set(key, value));
  try {
    await fetch(userPath, { method: 'POST', body: form });
  } catch {
    // swallowed (spec 7)
  }
}

/** Confirms a subscription with the token from the mailed link (double opt-in). */
export async function confirmSubscription(token: string): Promise<boolean> {
  try {
    const response = await fetch(newsletterConfirmPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
