import { passwordResetConfirmPath, passwordResetPath } from '@values-cross/contract/paths';
import { apiJson, jsonBody } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';

// The password's two requests, apart from the account's others: only the password pages load them.

/** Asks for a password-reset mail (product.md §7: password_reset/), through `transport`. */
export function requestPasswordReset(
  email: string,
  transport: ApiTransport = browserTransport,
): Promise<unknown> {
  return apiJson('status', passwordResetPath, jsonBody({ email }), transport);
}

/**
 * Sets a new password with the token from the mailed link (product.md §7: password_reset/confirm/),
 * through `transport`.
 */
export function confirmPasswordReset(
  input: { token: string; password: string },
  transport: ApiTransport = browserTransport,
): Promise<unknown> {
  return apiJson('status', passwordResetConfirmPath, jsonBody(input), transport);
}
