import { LOCALES } from '@values-cross/core';
import { z } from 'zod';
import { emailAddress, personName } from './accounts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST user/ (spec 7): the newsletter form, as multipart form fields or JSON; e-mail required,
 * names and language optional (blank means absent). The server also accepts the legacy field
 * names first_name, last_name and lang before checking it.
 */
export const newsletterSubscriptionForm = z.object({
  email: emailAddress,
  firstName: z.preprocess(blankToUndefined, personName.optional()),
  lastName: z.preprocess(blankToUndefined, personName.optional()),
  language: z.preprocess(blankToUndefined, z.enum(LOCALES).optional()),
});
/** A newsletter subscription as checked. */
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionForm>;
