import { transportOf } from '@/lib/api-transport';
import type { Locale } from '@values-cross/core';
import { subscribe } from '../api/newsletter-api';
import { readSubscription, type SubscriptionResult } from './subscription';

/**
 * Checks a sent newsletter form and subscribes (product.md §7), through the transport of the route's
 * `context` (the server's own routes for a form sent before the scripts ran) or the browser's
 * fetch. Loaded when a form is sent: the pages carry none of it.
 */
export async function sendSubscription(
  form: FormData,
  language: Locale,
  context?: unknown,
): Promise<SubscriptionResult> {
  const read = readSubscription(form, language);
  if ('errors' in read) return { done: false, ...read };
  await subscribe(read.subscription, transportOf(context));
  return { done: true };
}
