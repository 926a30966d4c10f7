import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/v1/site/', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ PROVIDER_EMAIL: 'daten@example.ch' });
  });
  afterAll(() => test.close());

  it('tells the configured address for data-protection requests', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/site/' });
    expect(response.json()).toEqual({ providerEmail: 'daten@example.ch' });
  });
});
