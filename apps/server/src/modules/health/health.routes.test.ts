import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

describe('GET /api/v1/health', () => {
  const test = useTestApp();

  it('answers 200 while the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.testDatabase.database.db.destroy();
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ detail: 'unavailable' });
    await other.close();
  });

  it('answers unknown API paths with 404 not_found', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'not_found' });
  });
});
