import { LOCALES } from '@values-cross/core';
import { z } from 'zod';

/** GET health, 200: the database answers. */
export const healthResponse = z.object({ status: z.literal('ok') });
/** The answer of a healthy instance. */
export type Health = z.infer<typeof healthResponse>;

/** GET health, 503: the database does not answer (`status` is absent when the error handler answers). */
export const healthUnavailableResponse = z.object({
  status: z.literal('unavailable').optional(),
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
  kind: z.enum(['error', 'unhandledrejection']).default('error'),
  message: z.string().max(1000),
  stack: z.string().max(4000).optional(),
  path: z.string().max(300),
  release: z.string().max(64).optional(),
});
/** An error report as the web app sends it (before defaults). */
export type ClientErrorReport = z.input<typeof clientErrorBody>;
