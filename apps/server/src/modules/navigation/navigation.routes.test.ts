import { createServer, type Server } from 'node:http';
import { navigation } from '@values-cross/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

describe('GET /{lang}/navigation.json', () => {
  const test = useTestApp();

  it.each(['de', 'fr', 'it', 'en'] as const)(
    'serves the %s footer menu from content',
    async (lang) => {
      const response = await test.app.inject({ method: 'GET', url: `/${lang}/navigation.json` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(navigation[lang]);
      expect(navigation[lang].length).toBeGreaterThan(0);
    },
  );

  it('answers 404 for an unknown language', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/rm/navigation.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /{lang}/navigation.json with NAVIGATION_URL', () => {
  let site: Server;
  let siteUp = true;
  let port = 0;
  beforeAll(async () => {
    site = createServer((request, response) => {
      if (!siteUp) return response.writeHead(502).end('<html>bad gateway</html>');
      // Line breaks and a trailing comma, as the organisation's site serves them.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        `[\n{"title": "Über uns ${request.url}", "url": "https://example.org/about"},\n]`,
      );
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const address = site.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((done) => site.close(done));
  });
  const test = useTestApp(() => ({ NAVIGATION_URL: `http://127.0.0.1:${port}` }));

  it('serves the organisation’s menu, cleaned before parsing, and keeps it when the site fails', async () => {
    const expected = [{ title: 'Über uns /de/navigation.json', url: 'https://example.org/about' }];
    const first = await test.app.inject({ method: 'GET', url: '/de/navigation.json' });
    expect(first.json()).toEqual(expected);
    siteUp = false;
    const cached = await test.app.inject({ method: 'GET', url: '/de/navigation.json' });
    expect(cached.json()).toEqual(expected);
    const neverLoaded = await test.app.inject({ method: 'GET', url: '/it/navigation.json' });
    expect(neverLoaded.json()).toEqual(navigation.it);
  });
});
