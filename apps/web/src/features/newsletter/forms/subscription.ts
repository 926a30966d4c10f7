import { hasUnseenCharacters, type Locale } from '@values-cross/core';
import { emailProblem } from '@/domain/account/email-rule';

/** A subscription as the newsletter's address takes it (product.md §7: POST user/). */
export interface Subscription {
  email: string;
  firstName: string;
  lastName: string;
  language: Locale;
}

/** The message key (common `validation.…`) of each field that is not right yet. */
export type SubscriptionErrors = Partial<
  Record<'email' | 'firstName' | 'lastName', 'emailRequired' | 'emailFormat' | 'unseenCharacters'>
>;

/** The fields as the visitor typed them, to show again beside what to correct. */
export type SubscriptionValues = Pick<Subscription, 'email' | 'firstName' | 'lastName'>;

/** What a sent form led to: the visitor is told to confirm from the inbox, or what to correct. */
export type SubscriptionResult =
  { done: true } | { done: false; errors: SubscriptionErrors; values: SubscriptionValues };

/**
 * The subscription a sent form asks for, or what is not right in it: the e-mail rule of product.md §5,
 * and no unseen character in a name (the server refuses it, and a subscription answers nothing,
 * product.md §7, so it is said here).
 */
export function readSubscription(
  form: FormData,
  language: Locale,
): { subscription: Subscription } | { errors: SubscriptionErrors; values: SubscriptionValues } {
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const subscription = {
    email: field('email'),
    firstName: field('firstName'),
    lastName: field('lastName'),
    language,
  };
  const errors: SubscriptionErrors = {};
  const emailError = emailProblem(subscription.email);
  if (emailError) errors.email = emailError;
  if (hasUnseenCharacters(subscription.firstName)) errors.firstName = 'unseenCharacters';
  if (hasUnseenCharacters(subscription.lastName)) errors.lastName = 'unseenCharacters';
  if (Object.keys(errors).length === 0) return { subscription };
  const { email, firstName, lastName } = subscription;
  return { errors, values: { email, firstName, lastName } };
}
