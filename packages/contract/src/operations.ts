import { LOCALES } from '@values-cross/core';
import * as z from 'zod/mini';

/** GET health, 200: the database answers. */
export const healthResponse = z.object({ status: z.literal('ok') });
/** The answer of a healthy instance. */
export type Health = z.infer<typeof healthResponse>;

/** GET health, 503: the database does not answer (`status` is absent when the error handler answers). */
export const healthUnavailableResponse = z.object({
  status: z.optional(z.literal('unavailable')),
  detail: z.literal('unavailable'),
});

/** Steps of a visit the web app reports itself (POST /api/v1/events); a closed list. */
export const CLIENT_EVENTS = [
  'landing_visit',
  'short_completed',
  'long_started',
  'long_completed',
] as const;

/** POST events: one step of a visit and the visitor's language; nothing else. */
export const funnelEventBody = z.object({
  event: z.enum(CLIENT_EVENTS),
  language: z.enum(LOCALES),
});
/** A step of a visit as the web app reports it. */
export type FunnelEventBody = z.infer<typeof funnelEventBody>;

/** POST client-errors: an uncaught error or failed chunk load in the browser. */
export const clientErrorBody = z.object({
  kind: z._default(z.enum(['error', 'unhandledrejection']), 'error'),
  message: z.string().check(z.maxLength(1000)),
  stack: z.optional(z.string().check(z.maxLength(4000))),
  path: z.string().check(z.maxLength(300)),
  release: z.optional(z.string().check(z.maxLength(64))),
});
/** An error report as the web app sends it (before defaults). */
export type ClientErrorReport = z.input<typeof clientErrorBody>;
