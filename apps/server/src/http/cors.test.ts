import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';

describe('CORS', () => {
  const test = useTestApp();

  it('is closed by default: other origins get no permission to read or write', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/answer-set/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/v1/questions/',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
