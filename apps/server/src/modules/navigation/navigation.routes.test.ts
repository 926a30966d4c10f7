import { createServer, type RequestListener, type Server } from 'node:http';
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
  let port = 0;
  /** What the organisation's site answers, per test. */
  let answer: RequestListener;
  const requested: string[] = [];
  /** Line breaks and a trailing comma, as the organisation's site serves them. */
  const menu: RequestListener = (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`[\n{"title": "Über uns ${request.url}", "url": "https://example.org/about"},\n]`);
  };
  beforeAll(async () => {
    site = createServer((request, response) => {
      requested.push(request.url ?? '');
      answer(request, response);
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const address = site.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((done) => site.close(done));
  });
  const test = useTestApp(() => ({ NAVIGATION_URL: `http://127.0.0.1:${port}` }));
  const get = (lang: string) => test.app.inject({ method: 'GET', url: `/${lang}/navigation.json` });

  it('serves the organisation’s menu, cleaned before parsing, and keeps it when the site fails', async () => {
    answer = menu;
    const expected = [{ title: 'Über uns /de/navigation.json', url: 'https://example.org/about' }];
    expect((await get('de')).json()).toEqual(expected);
    answer = (_request, response) => response.writeHead(502).end('<html>bad gateway</html>');
    expect((await get('de')).json()).toEqual(expected);
    expect((await get('it')).json()).toEqual(navigation.it);
  });

  it('keeps only links to https: addresses and to pages of this site', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify([
          { title: 'Script', url: 'javascript:alert(document.cookie)' },
          { title: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
          { title: 'Elsewhere', url: '//evil.example/x' },
          { title: 'Backslash', url: '/\\evil.example/x' },
          { title: 'Plain', url: 'http://example.org/plain' },
          { title: 'Spaced', url: ' javascript:alert(1)' },
          { title: 'About', url: 'https://example.org/about' },
          { title: 'Privacy', url: '/en/privacy' },
        ]),
      );
    };
    expect((await get('en')).json()).toEqual([
      { title: 'About', url: 'https://example.org/about' },
      { title: 'Privacy', url: '/en/privacy' },
    ]);
  });

  it('reads at most 64 KB of the site’s answer and stops reading beyond', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const entry = JSON.stringify({ title: 'x'.repeat(1000), url: 'https://example.org/' });
      response.end(`[${Array(80).fill(entry).join(',')}]`);
    };
    expect((await get('fr')).json()).toEqual(navigation.fr);
    // A site that never stops sending: the request ends long before the 3 s time limit.
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const timer = setInterval(() => response.write(' '.repeat(16 * 1024)), 5);
      response.on('close', () => clearInterval(timer));
    };
    const began = Date.now();
    expect((await get('fr')).json()).toEqual(navigation.fr);
    expect(Date.now() - began).toBeLessThan(1500);
  });

  it('fetches a language once for visitors who ask at the same time', async () => {
    requested.length = 0;
    answer = (request, response) => setTimeout(() => menu(request, response), 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('it')));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(requested).toEqual(['/it/navigation.json']);
  });
});
