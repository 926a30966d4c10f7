import { isValidEmail, LOCALES } from '@values-cross/core';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './passwords';

/** A person's name as entered: trimmed, 1 to 150 characters. */
export const personName = z.string().trim().min(1).max(150);

/** An e-mail address in the format spec 5 asks for (checked by core). */
export const emailAddress = z.string().trim().refine(isValidEmail, { message: 'email_format' });

/** A password as sent; the rules of spec 5 are checked by the services. */
export const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A single-use link token from a mail. */
export const linkToken = z.string().min(1).max(200);

/** POST registration/ (spec 3 Registration, 7). */
export const registrationBody = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  password,
  swissCross: z.string().max(64).nullish(),
  language: z.enum(LOCALES),
  /** The optional consent to the public gallery given on the signup form. */
  allowedInGallery: z.boolean().optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

/** POST registration/confirm/ and the other link confirmations. */
export const tokenBody = z.object({ token: linkToken });

/** POST account/token/ (spec 7). */
export const loginBody = z.object({ email: z.string().trim().min(1).max(254), password });

/** POST account/token/refresh/: the refresh token in the body, else from the cookie. */
export const refreshBody = z.object({ refresh: z.string().min(1).max(2000).optional() }).nullish();

/** Answer of login and refresh (spec 7). */
export const tokenPairResponse = z.object({ access: z.string(), refresh: z.string() });

/** POST password_reset/ (spec 7). */
export const passwordResetBody = z.object({ email: emailAddress });

/** POST password_reset/confirm/ (spec 7). */
export const passwordResetConfirmBody = z.object({ token: linkToken, password });

/** GET account/me/: the auth state the web app keeps (spec 3 User/auth state). */
export const meResponse = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  swissCross: z.string().nullable(),
  allowedInGallery: z.boolean(),
});

/** `{"status": "OK"}`: the answer of requests whose result is only a mail or a change. */
export const statusResponse = z.object({ status: z.literal('OK') });
