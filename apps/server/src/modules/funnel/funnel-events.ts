import { isLocale } from '@values-cross/core';

/**
 * Steps the server counts where they happen, in the transaction of the change (the web app
 * reports its own steps: the contract's CLIENT_EVENTS).
 */
export const SERVER_EVENTS = [
  'result_created',
  'signup',
  'confirmation',
  'newsletter_subscription',
] as const;

/** Every funnel step, in the order a visitor goes through them. */
export const FUNNEL_EVENTS = [
  'landing_visit',
  'short_completed',
  'long_started',
  'long_completed',
  'result_created',
  'signup',
  'confirmation',
  'newsletter_subscription',
] as const;

/** One step of the visitor funnel. */
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** The language a count is filed under: a known locale, else 'other'. */
export function funnelLanguage(language: string | null | undefined): string {
  return isLocale(language) ? language : 'other';
}
