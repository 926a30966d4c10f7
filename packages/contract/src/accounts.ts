import { isValidEmail, LOCALES, MAX_EARLIER_RESULTS } from '@values-cross/core';
import * as z from 'zod/mini';
import { seenOnly } from './common';

/** The longest password accepted; argon2 handles any length, this only bounds the work. */
export const PASSWORD_MAX_LENGTH = 256;

/** A person's name as entered: trimmed, 1 to 150 characters, nothing unseen. */
export const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(150), seenOnly);

/** A code or secret a client sends back (a result's code, a link's token): nothing unseen. */
const sentBack = (max: number) => z.string().check(z.maxLength(max), seenOnly);

/** An e-mail address in the format product.md §5 asks for (checked by core). */
export const emailAddress = z
  .string()
  .check(z.trim(), z.refine(isValidEmail, { message: 'email_format' }));

/** A password as sent; the rules of product.md §5 are checked by the services. */
export const password = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));

/** A single-use link token from a mail. */
export const linkToken = z.string().check(z.minLength(1), z.maxLength(200), seenOnly);

/** POST registration/ (product.md §3 Registration, 7). */
export const registrationBody = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  password,
  swissCross: z.nullish(sentBack(64)),
  /** The secret of `swissCross` (see createdAnswerSetResponse); without it the result is not claimed. */
  swissCrossSecret: z.nullish(sentBack(200)),
  /**
   * The earlier results made in the same browser, each with its secret: the account claims those
   * whose secret is right when the address is confirmed (its history).
   */
  earlierResults: z.optional(
    z
      .array(
        z.object({
          code: sentBack(64),
          secret: sentBack(200),
        }),
      )
      .check(z.maxLength(MAX_EARLIER_RESULTS)),
  ),
  language: z.enum(LOCALES),
  /** The optional consent to the public gallery given on the signup form. */
  allowedInGallery: z.optional(z.boolean()),
});
/** What the signup form sends. */
export type RegistrationBody = z.infer<typeof registrationBody>;

/** 201 of POST registration/: the new, still unconfirmed user. */
export const registrationResponse = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
/** The new, still unconfirmed user as registration answers it. */
export type Registration = z.infer<typeof registrationResponse>;

/** POST registration/confirm/, newsletter/confirm/: the token of a mailed link. */
export const tokenBody = z.object({ token: linkToken });
/** The token of a mailed link, as a confirmation sends it. */
export type TokenBody = z.infer<typeof tokenBody>;

/** POST account/token/ (product.md §7). */
export const loginBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), seenOnly),
  password,
});
/** What the login form sends. */
export type LoginBody = z.infer<typeof loginBody>;

/**
 * POST account/token/refresh/ and logout/: the refresh token comes from the HttpOnly cookie; a
 * token in the body (as clients before the cookie sent it) is still accepted.
 */
export const refreshBody = z.nullish(
  z.object({ refresh: z.optional(z.string().check(z.minLength(1), z.maxLength(2000), seenOnly)) }),
);
/** The optional refresh token of a refresh or logout request. */
export type RefreshBody = z.infer<typeof refreshBody>;

/**
 * Answer of login and refresh (product.md §7): the access token; the refresh token is only ever set as
 * the HttpOnly cookie, so page scripts never see it.
 */
export const tokenPairResponse = z.object({ access: z.string() });
/** The access token of a login (the refresh token travels in its cookie). */
export type TokenPair = z.infer<typeof tokenPairResponse>;

/** POST password_reset/ and registration/resend/ (product.md §7): the address to mail. */
export const passwordResetBody = z.object({ email: emailAddress });
/** The address a reset or confirmation mail is asked for. */
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** POST password_reset/confirm/ (product.md §7). */
export const passwordResetConfirmBody = z.object({ token: linkToken, password });
/** The mailed token and the new password. */
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

/** GET account/me/: the auth state the web app keeps (product.md §3 User/auth state). */
export const meResponse = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  swissCross: z.nullable(z.string()),
  allowedInGallery: z.boolean(),
});
/** The logged-in user (replaces the web app's own `Me`). */
export type Me = z.infer<typeof meResponse>;

/**
 * GET account/export/: everything stored about the user (right of access), downloaded as a
 * pretty-printed JSON file: profile, consents, results and what the user told about themselves for
 * them, portrait, newsletter, logins and mails.
 */
export const accountExportResponse = z
  .record(z.string(), z.unknown())
  .check(z.describe('Everything stored about the user, as a JSON download'));
/** The data export of one user. */
export type AccountExport = z.infer<typeof accountExportResponse>;
