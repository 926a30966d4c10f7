/**
 * Analytics and error reporting without third parties: funnel events and uncaught errors go to
 * the app's own server. Nothing personal is sent: no cookies are read, no ids, no query strings.
 */

import { clientErrorsPath, eventsPath } from '@values-cross/contract/paths';

/** The steps of a visit the web app reports (the server counts the others itself). */
export type TelemetryEvent =
  'landing_visit' | 'short_completed' | 'long_started' | 'long_completed';

/** At most this many error reports per page load. */
export const MAX_ERROR_REPORTS = 5;
const MAX_STACK = 2000;
const MAX_MESSAGE = 500;

function post(url: string, body: unknown): void {
  try {
    const json = JSON.stringify(body);
    const blob = new Blob([json], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
    void fetch(url, {
      method: 'POST',
      body: json,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Telemetry never breaks the app.
  }
}

/** Counts a step of the visit (product.md: analytics) in the given language; never throws. */
export function reportEvent(event: TelemetryEvent, language: string): void {
  post(eventsPath, { event, language });
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return { message: reason.message, stack: reason.stack?.slice(0, MAX_STACK) };
  }
  return { message: typeof reason === 'string' ? reason : 'Non-error rejection' };
}

/**
 * Reports uncaught errors and unhandled promise rejections (failed chunk loads among them) to
 * the server with the page path and `release`, at most MAX_ERROR_REPORTS per page load.
 * Returns a function that stops reporting.
 */
export function installErrorReporting(release: string): () => void {
  let sent = 0;
  const send = (kind: 'error' | 'unhandledrejection', reason: unknown, fallback?: string) => {
    if (sent >= MAX_ERROR_REPORTS) return;
    sent += 1;
    const { message, stack } = describe(reason);
    post(clientErrorsPath, {
      kind,
      message: (message || fallback || 'Unknown error').slice(0, MAX_MESSAGE),
      stack,
      path: window.location.pathname,
      release: release.slice(0, 64),
    });
  };
  const onError = (event: ErrorEvent) => send('error', event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => send('unhandledrejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
