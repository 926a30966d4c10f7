import { isValidEmail } from '@values-cross/core';

/** Which message an e-mail field shows (product.md §5): required, wrong format, or none. */
export function emailProblem(email: string): 'emailRequired' | 'emailFormat' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'emailRequired';
  return isValidEmail(trimmed) ? null : 'emailFormat';
}
