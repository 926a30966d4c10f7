import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';

describe('rate limits on writes', () => {
  const test = useTestApp({ RATE_LIMIT_MAX: '3' });

  it('answers 429 with Retry-After once an address exceeds RATE_LIMIT_MAX per minute', async () => {
    const post = (remoteAddress: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        payload: { answers: [999_999] },
        remoteAddress,
      });
    for (let i = 0; i < 3; i += 1) expect((await post('10.0.0.1')).statusCode).toBe(400);
    const limited = await post('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('10.0.0.2')).statusCode).toBe(400);
  });

  it('never limits reads', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/v1/statistics/',
        remoteAddress: '10.0.0.1',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('rate limits behind a reverse proxy (TRUST_PROXY)', () => {
  const test = useTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' });

  it('counts the address the proxy saw, so a forged X-Forwarded-For does not escape the limit', async () => {
    const post = (forged: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        payload: { answers: [999_999] },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
      });
    expect((await post('10.1.1.1')).statusCode).toBe(400);
    expect((await post('10.2.2.2')).statusCode).toBe(400);
    expect((await post('10.3.3.3')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY names the proxy: only its forwarded headers are believed', () => {
  const test = useTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.0.0.5, 192.168.7.0/24' });

  const post = (remoteAddress: string, forwardedFor: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers: [999_999] },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes X-Forwarded-For from the named proxy or network', async () => {
    expect((await post('10.0.0.5', '203.0.113.20')).statusCode).toBe(400);
    expect((await post('192.168.7.9', '203.0.113.20')).statusCode).toBe(400);
    expect((await post('10.0.0.5', '203.0.113.20')).statusCode).toBe(429);
    expect((await post('10.0.0.5', '203.0.113.21')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from any other hop, however it varies', async () => {
    expect((await post('10.8.8.8', '203.0.113.30')).statusCode).toBe(400);
    expect((await post('10.8.8.8', '203.0.113.31')).statusCode).toBe(400);
    expect((await post('10.8.8.8', '203.0.113.32')).statusCode).toBe(429);
  });
});
