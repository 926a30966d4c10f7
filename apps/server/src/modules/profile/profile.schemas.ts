import { z } from 'zod';
import { personName } from '../accounts/account.schemas';
import { PASSWORD_MAX_LENGTH } from '../accounts/passwords';

const flag = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const lowered = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(lowered)) return true;
  if (['false', '0', 'off', 'no'].includes(lowered)) return false;
  return value;
}, z.boolean());

const optionalPassword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().max(PASSWORD_MAX_LENGTH).optional(),
);

/**
 * PATCH profile/{id}/ fields (spec 3 Profile), from JSON or multipart form fields: names, gallery
 * consent, and a password change (old and new together). Other fields are ignored.
 */
export const profilePatch = z
  .object({
    firstName: personName.optional(),
    lastName: personName.optional(),
    allowedInGallery: flag.optional(),
    oldPassword: optionalPassword,
    newPassword: optionalPassword,
  })
  .superRefine((value, context) => {
    if (value.newPassword !== undefined && value.oldPassword === undefined) {
      context.addIssue({ code: 'custom', path: ['oldPassword'], message: 'required' });
    }
    if (value.oldPassword !== undefined && value.newPassword === undefined) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: 'required' });
    }
  });
export type ProfilePatch = z.infer<typeof profilePatch>;

export const profileParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** A profile as its owner sees it. */
export const profileResponse = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.string(),
  allowedInGallery: z.boolean(),
  swissCross: z.string().nullable(),
  portraitUrl: z.string().nullable(),
  /** Where to ask for the profile's deletion (spec 6: not self-service). */
  deletionContact: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;
