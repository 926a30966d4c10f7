import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, personName } from './accounts';
import { binaryFile, idParam } from './common';

/** Widths in pixels a portrait is stored in (square WebP images). */
export const PORTRAIT_SIZES = [96, 256, 512] as const;

const flag = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    const lowered = value.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(lowered)) return true;
    if (['false', '0', 'off', 'no'].includes(lowered)) return false;
    return value;
  }),
  z.boolean(),
);

const optionalPassword = z.pipe(
  z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
  z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
);

/**
 * PATCH profile/{id}/ fields (product.md §3 Profile), from JSON or multipart form fields: names, gallery
 * consent, and a password change (old and new together). Other fields are ignored.
 */
export const profilePatch = z
  .object({
    firstName: z.optional(personName),
    lastName: z.optional(personName),
    allowedInGallery: z.optional(flag),
    oldPassword: optionalPassword,
    newPassword: optionalPassword,
  })
  .check(
    z.superRefine((value, context) => {
      if (value.newPassword !== undefined && value.oldPassword === undefined) {
        context.addIssue({ code: 'custom', path: ['oldPassword'], message: 'required' });
      }
      if (value.oldPassword !== undefined && value.newPassword === undefined) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'required' });
      }
    }),
  );
/** The profile changes a user asks for (a `portrait` file may come along in multipart). */
export type ProfilePatch = z.infer<typeof profilePatch>;

/** GET and PATCH profile/{id}/: the user's id. */
export const profileParams = z.object({ id: idParam });

/** A profile as its owner sees it. */
export const profileResponse = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  allowedInGallery: z.boolean(),
  swissCross: z.nullable(z.string()),
  portraitUrl: z.nullable(z.string()),
  /** Where to ask for the profile's deletion (product.md §6: not self-service). */
  deletionContact: z.string(),
});
/** A profile as its owner sees it (web `Profile`). */
export type Profile = z.infer<typeof profileResponse>;

/** GET portraits/{userId}/{size}.webp: whose portrait and which size. */
export const portraitParams = z.object({
  userId: idParam,
  file: z.string().check(z.regex(new RegExp(`^(${PORTRAIT_SIZES.join('|')})\\.webp$`))),
});

/** GET portraits/...?v=: the portrait's version, so a new portrait gets a new address. */
export const portraitQuery = z.object({ v: z.coerce.number().check(z.int(), z.nonnegative()) });

/** A portrait as a WebP picture. */
export const portraitResponse = { content: { 'image/webp': { schema: binaryFile } } };
