import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';

/** Sockets a test opened; each test destroys its own, so the app closes at once after them. */
const opened: Socket[] = [];
afterEach(() => opened.splice(0).forEach((socket) => socket.destroy()));

/**
 * A connection from a client address on the loopback range that sends half a request and waits:
 * resolves once connected, with whether the server closed it within `withinMs`.
 */
async function holdHalfRequest(port: number, localAddress: string, withinMs = 200) {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  opened.push(socket);
  socket.on('error', () => undefined);
  await new Promise((connected) => socket.once('connect', connected));
  socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  const closed = await new Promise<boolean>((settle) => {
    const timer = setTimeout(() => settle(false), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      settle(true);
    });
  });
  return { socket, closed };
}

/** A whole request from a client address on its own connection: the status, or the failure. */
function healthFrom(port: number, localAddress: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    opened.push(socket);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) resolve(answer.split('\r\n')[0] ?? '');
    });
    socket.on('error', (error) => resolve(`error: ${error.message}`));
    socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed without an answer'));
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  });
}

describe('open connections per client address', () => {
  const test = useTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '127.0.0.9' });
  let listening: Promise<string> | undefined;
  const portOf = async () =>
    Number(new URL(await (listening ??= test.app.listen({ port: 0, host: '127.0.0.1' }))).port);

  it('closes one connection more than the cap from an address, and still serves another address', async () => {
    const port = await portOf();
    for (let n = 0; n < 3; n += 1) {
      expect((await holdHalfRequest(port, '127.0.0.2')).closed).toBe(false);
    }
    expect((await holdHalfRequest(port, '127.0.0.2')).closed).toBe(true);
    expect(await healthFrom(port, '127.0.0.2')).toBe('closed without an answer');
    expect(await healthFrom(port, '127.0.0.3')).toBe('HTTP/1.1 200 OK');
    // A connection that ends gives its place back.
    opened[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await healthFrom(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK');
  });

  it('does not cap the reverse proxy named by TRUST_PROXY, through which every client comes', async () => {
    const port = await portOf();
    for (let n = 0; n < 5; n += 1) {
      expect((await holdHalfRequest(port, '127.0.0.9')).closed).toBe(false);
    }
    expect(await healthFrom(port, '127.0.0.9')).toBe('HTTP/1.1 200 OK');
  });
});

describe('open connections in all', () => {
  const test = useTestApp({ MAX_CONNECTIONS: '4' });

  it('closes a connection beyond MAX_CONNECTIONS, whatever its address', async () => {
    const port = Number(new URL(await test.app.listen({ port: 0, host: '127.0.0.1' })).port);
    for (let n = 0; n < 4; n += 1) {
      expect((await holdHalfRequest(port, `127.0.0.${20 + n}`)).closed).toBe(false);
    }
    expect(await healthFrom(port, '127.0.0.30')).not.toBe('HTTP/1.1 200 OK');
    opened[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await healthFrom(port, '127.0.0.30')).toBe('HTTP/1.1 200 OK');
  });
});
