import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

describe('GET /api/v1/site/', () => {
  const test = useTestApp({ PROVIDER_EMAIL: 'daten@example.ch' });

  it('tells the configured address for data-protection requests', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/site/' });
    expect(response.json()).toEqual({ providerEmail: 'daten@example.ch' });
  });
});
