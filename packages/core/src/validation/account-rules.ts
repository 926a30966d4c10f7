import { hasUnseenCharacters } from './typed-text';

/** Minimum password length in characters (product.md §5, §9). */
export const PASSWORD_MIN_LENGTH = 10;

/** Longest accepted e-mail address (the limit of a forward path in RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Largest accepted portrait upload in bytes: 1 MB (product.md §5, §9). */
export const PORTRAIT_MAX_BYTES = 1024 * 1024;

/** Accepted portrait media types: JPG and PNG (product.md §5, §9). */
export const PORTRAIT_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** Which of the signup password requirements a password meets (product.md §5). */
export interface PasswordChecks {
  /** At least PASSWORD_MIN_LENGTH characters (Unicode code points). */
  length: boolean;
  /** An upper-case letter, any script. */
  upper: boolean;
  /** A lower-case letter, any script. */
  lower: boolean;
  /** A decimal digit, any script. */
  digit: boolean;
  /** A character that is neither a letter (with its combining marks) nor a digit, e.g. '!' or ' '. */
  special: boolean;
}

/**
 * The signup password requirements one by one (product.md §5): at least 10 characters with an upper-case
 * letter, a lower-case letter, a number and a special character.
 */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: Array.from(password).length >= PASSWORD_MIN_LENGTH,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{M}\p{Nd}]/u.test(password),
  };
}

/** Whether a password meets every signup requirement (product.md §5). */
export function isValidPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/**
 * Whether an e-mail address has the correct format (product.md §5), pragmatically: at most 254
 * characters, no whitespace, exactly one '@', a non-empty local part and a domain of at least two
 * non-empty dot-separated labels.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH || /\s/u.test(email) || hasUnseenCharacters(email))
    return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  return local.length > 0 && labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** Why a portrait upload is refused (product.md §5): not JPG/PNG, or empty or larger than 1 MB. */
export type PortraitProblem = 'portrait_type' | 'portrait_size';

/**
 * The first problem of a portrait upload, or null when it is acceptable (product.md §5): the media type
 * (case-insensitive) must be JPEG or PNG, the size more than 0 and at most PORTRAIT_MAX_BYTES.
 */
export function portraitProblem(file: { type: string; size: number }): PortraitProblem | null {
  if (!PORTRAIT_TYPES.includes(file.type.trim().toLowerCase())) return 'portrait_type';
  if (!(file.size > 0 && file.size <= PORTRAIT_MAX_BYTES)) return 'portrait_size';
  return null;
}
