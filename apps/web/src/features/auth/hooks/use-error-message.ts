import { useTranslation } from '@/lib/translation';
import { ApiError } from '@/lib/api-client';

const KNOWN_CODES = new Set([
  'invalid_credentials',
  'email_not_confirmed',
  'email_exists',
  'email_not_found',
  'old_password_wrong',
  'password_common',
  'password_personal',
  'password_rules',
  'token_invalid',
  'token_expired',
  'too_many_attempts',
  'account_waiting',
  'portrait_size',
  'portrait_type',
  'portrait_invalid',
  'unknown_result',
  'already_confirmed',
  'unseen_characters',
  // No network: the form says so (nothing reached the server).
  'offline',
]);

/** The code of an API error, looking into per-field reasons (e.g. a refused password). */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (KNOWN_CODES.has(error.code)) return error.code;
  const reason = Object.values(error.fields)
    .flat()
    .find((code) => KNOWN_CODES.has(code));
  return reason ?? null;
}

/**
 * Turns a server error, or its code as a page's action answered it, into the translated message
 * of product.md §8 (or a generic one).
 */
export function useErrorMessage() {
  const { t } = useTranslation('account');
  return (error: unknown, fallback: 'generic' | 'signup_failed' = 'generic'): string => {
    const code = typeof error === 'string' && KNOWN_CODES.has(error) ? error : errorCode(error);
    return t(`errors.${(code ?? fallback) as 'generic'}`);
  };
}
