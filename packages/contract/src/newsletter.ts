import { LOCALES } from '@values-cross/core';
import * as z from 'zod/mini';
import { emailAddress, personName } from './accounts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST user/ (product.md §7): the newsletter form, as multipart form fields or JSON; e-mail required,
 * names and language optional (blank means absent). The server also accepts the legacy field
 * names first_name, last_name and lang before checking it.
 */
export const newsletterSubscriptionForm = z.object({
  email: emailAddress,
  firstName: z.pipe(z.transform(blankToUndefined), z.optional(personName)),
  lastName: z.pipe(z.transform(blankToUndefined), z.optional(personName)),
  language: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(LOCALES))),
});
/** A newsletter subscription as checked. */
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionForm>;
