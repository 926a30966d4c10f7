import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporting, MAX_ERROR_REPORTS, reportEvent } from './telemetry';

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function sentJson(call: unknown[] | undefined): Promise<unknown> {
  const body = call?.[1];
  return JSON.parse(body instanceof Blob ? await blobText(body) : String(body));
}

describe('telemetry', () => {
  const beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>();
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    window.history.replaceState(null, '', '/de/result?id=AbCdEfGhIjKl#top');
  });
  afterEach(() => {
    beacon.mockReset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends an event as a JSON beacon', async () => {
    beacon.mockReturnValue(true);
    reportEvent('landing_visit', 'fr');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/v1/events');
    const blob = beacon.mock.calls[0]?.[1] as Blob;
    expect(blob.type).toBe('application/json');
    expect(await sentJson(beacon.mock.calls[0])).toEqual({
      event: 'landing_visit',
      language: 'fr',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused, and never throws', async () => {
    beacon.mockReturnValue(false);
    reportEvent('long_started', 'de');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/events',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      event: 'long_started',
      language: 'de',
    });
    beacon.mockImplementation(() => {
      throw new Error('blocked');
    });
    fetchMock.mockRejectedValue(new Error('offline'));
    expect(() => reportEvent('long_completed', 'it')).not.toThrow();
  });

  it('reports uncaught errors and rejections with path and release, a few per page', async () => {
    beacon.mockReturnValue(true);
    const stop = installErrorReporting('web-1.2.3');
    try {
      const error = new Error('Failed to fetch dynamically imported module');
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(rejection, { reason: 'plain text reason' });
      window.dispatchEvent(rejection);
      expect(beacon.mock.calls[0]?.[0]).toBe('/api/v1/client-errors');
      const first = (await sentJson(beacon.mock.calls[0])) as Record<string, string>;
      expect(first).toMatchObject({
        kind: 'error',
        message: 'Failed to fetch dynamically imported module',
        path: '/de/result',
        release: 'web-1.2.3',
      });
      expect(first.stack?.length).toBeLessThanOrEqual(2000);
      expect(JSON.stringify(first)).not.toContain('AbCdEfGhIjKl');
      expect(await sentJson(beacon.mock.calls[1])).toMatchObject({
        kind: 'unhandledrejection',
        message: 'plain text reason',
      });
      for (let n = 0; n < 10; n += 1) {
        window.dispatchEvent(new ErrorEvent('error', { message: `boom ${n}` }));
      }
      expect(beacon).toHaveBeenCalledTimes(MAX_ERROR_REPORTS);
    } finally {
      stop();
    }
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(beacon).toHaveBeenCalledTimes(MAX_ERROR_REPORTS);
  });
});
