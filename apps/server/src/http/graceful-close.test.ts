import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { useTestApp } from '../testing/use-test-app';

describe('closing the app', () => {
  const test = useTestApp();

  it('finishes a request in flight, then closes at once despite its keep-alive connection', async () => {
    const app = await buildApp({ config: test.config, database: test.testDatabase.database });
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((done) => (entered = done));
    app.get('/slow-for-test', async () => {
      entered();
      await new Promise((done) => setTimeout(done, 300));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = fetch(`${address}/slow-for-test`);
    await inside;
    const started = Date.now();
    const closed = app.close();
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(answer.headers.get('connection')).toBe('close');
    await closed;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
