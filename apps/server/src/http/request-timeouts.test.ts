import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../testing/test-database';
import { useTestApp } from '../testing/use-test-app';

/** Sends a request's body a byte at a time; resolves with what came back and when it closed. */
function trickle(port: number, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const began = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.write(
      'POST /api/v1/answer-set/ HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const timer = setInterval(() => socket.write(' '), everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - began });
    });
  });
}

describe(`request timeouts (${testDialect()})`, () => {
  const test = useTestApp({ REQUEST_TIMEOUT_MS: '1500' });
  let listening: Promise<string> | undefined;
  const baseUrlOf = () => (listening ??= test.app.listen({ port: 0, host: '127.0.0.1' }));

  it('closes a request whose body trickles in, with 408, soon after the timeout', async () => {
    const baseUrl = await baseUrlOf();
    const port = Number(new URL(baseUrl).port);
    const { answer, closedAfterMs } = await trickle(port, 200, 15_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1400);
    expect(closedAfterMs).toBeLessThan(1500 + 1500 / 4 + 1000);
  });

  it('keeps a live feed open well past the timeout', async () => {
    const baseUrl = await baseUrlOf();
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      payload: { name: 'Podium', language: 'de' },
    });
    const { code } = created.json() as { code: string };
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/v1/groups/${code}/events`, {
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let ended = false;
    void (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true }));
        if (chunk.done) break;
      }
      ended = true;
    })();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(ended).toBe(false);
    controller.abort();
  });
});
