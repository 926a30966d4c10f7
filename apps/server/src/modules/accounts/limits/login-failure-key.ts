import { createHmac } from 'node:crypto';
import { emailKey } from '../user.repository';

/**
 * The key an account's failed logins are stored under: an HMAC-SHA256 of the address's key with
 * the server secret, so the table never holds an address and a stolen copy cannot be matched
 * against a list of addresses without the secret.
 */
export function loginFailureKeyer(secret: Uint8Array): (email: string) => string {
  return (email) => createHmac('sha256', secret).update(emailKey(email)).digest('hex');
}
