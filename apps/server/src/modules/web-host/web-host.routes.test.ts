import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const SHELL = `<!doctype html><html lang="de"><head><meta name="description" content="" />
<title>Wertekreuz</title></head><body><div id="root"></div></body></html>`;

const STYLE = `body { color: #1d1d1b; }\n`.repeat(100);

describe('web host', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'values-cross-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), SHELL);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(
      join(distDir, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.map.br'), brotliCompressSync('{}'));
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    // Big enough to be worth compressing, and no precompressed copies: compressed at start.
    writeFileSync(join(distDir, 'assets', 'style-def456.css'), STYLE);
    writeFileSync(join(distDir, 'assets', 'removed-later-9f8e7d.js'), 'console.log(2)');
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const test = useTestApp(() => ({ WEB_DIST_DIR: distDir }));

  it.each([
    [undefined, '/de'],
    ['LANG=fr', '/fr'],
    ['LANG=it', '/it'],
    ['LANG=en', '/en'],
    ['LANG=xx', '/de'],
  ])('redirects / with cookie %s to %s', async (cookie, location) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-store');
    // A link without a language goes to the same one, and no cache keeps that either.
    const link = await test.app.inject({
      method: 'GET',
      url: '/result?id=AbCdEf123456',
      headers: cookie ? { cookie } : {},
    });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(`${location}/result?id=AbCdEf123456`);
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.headers.vary).toContain('Cookie');
  });

  it('serves the shell in the language of the path, uncached, and remembers the language', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/fr/question/4' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('<title>Croix des valeurs</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['set-cookie'])).toMatch(/^LANG=fr; Max-Age=31536000; Path=\//);
  });

  it('sets the language and reading cookies by the one cookie rule: not Secure over plain HTTP outside production', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/de?reading=easy' });
    const names = response.cookies.map((cookie) => [cookie.name, Boolean(cookie.secure)]);
    expect(names).toEqual([
      ['LANG', false],
      ['reading', false],
    ]);
  });

  it('in production the language and reading cookies are Secure, whatever the proxy says', async () => {
    const production = await createTestApp({
      WEB_DIST_DIR: distDir,
      NODE_ENV: 'production',
      PASSWORD_HASH_MEMORY_KIB: '19456',
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/fr?reading=easy' });
      expect(response.statusCode).toBe(200);
      const secure = Object.fromEntries(response.cookies.map((c) => [c.name, c.secure]));
      expect(secure).toEqual({ LANG: true, reading: true });
    } finally {
      await production.close();
    }
  });

  it('caches hashed assets forever and other files for an hour', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed asset to clients that accept it', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends app links without a language to the visitor’s language', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/result?id=AbC',
      headers: { cookie: 'LANG=it' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/it/result?id=AbC');
    const mailed = await test.app.inject({
      method: 'GET',
      url: '/newsletter/confirm?token=t1',
      headers: { cookie: 'LANG=fr' },
    });
    expect(mailed.statusCode).toBe(302);
    expect(mailed.headers.location).toBe('/fr/newsletter/confirm?token=t1');
  });

  it('follows ?redirect= only to paths on this site and allow-listed hosts', async () => {
    const go = (redirect: string) =>
      test.app.inject({ method: 'GET', url: `/de?redirect=${encodeURIComponent(redirect)}` });
    expect((await go('/fr/result?id=x')).headers.location).toBe('/fr/result?id=x');
    const evil = await go('https://evil.example/');
    expect(evil.statusCode).toBe(200);
    expect(evil.headers.location).toBeUndefined();
    expect((await go('//evil.example')).statusCode).toBe(200);
    // A character no header may carry (U+2028) is percent-encoded, not a 500.
    const odd = await go('/\u2028x');
    expect(odd.statusCode).toBe(302);
    expect(odd.headers.location).toBe('/%E2%80%A8x');
    expect((await go('/.//evil.example/x')).headers.location).toBeUndefined();
  });

  it('answers an unknown page address with the app’s 404 page, status 404', async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html', cookie: 'LANG=it' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="it"');
    const file = await test.app.inject({
      method: 'GET',
      url: '/missing.js',
      headers: { accept: '*/*' },
    });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('text/plain');
  });

  it('sets security headers without x-powered-by', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/de' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A page of its own browsing context group, kept for its cost (docs/decisions/0023).
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    '/assets/index-abc123.js.map',
    '/assets/index-abc123.js.map.br',
    '/.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
  ])('does not serve the build file %s', async (url) => {
    const response = await test.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sources');
    expect(response.body).not.toContain('main.tsx');
  });

  it('still serves the assets themselves', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
  });

  it('answers from memory: a file removed after the start is still served as it was', async () => {
    rmSync(join(distDir, 'assets', 'removed-later-9f8e7d.js'));
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/removed-later-9f8e7d.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %s with coding %s, varying by it', async (accept, coding) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/style-def456.css',
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    const body =
      coding === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : coding === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(body.toString()).toBe(STYLE);
  });

  it('answers 304 to a client that has the asset in the same coding', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const first = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 304 to a page the client already has (ETag)', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/en/question/1' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await test.app.inject({
      method: 'GET',
      url: '/en/question/1',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer the precompressed copies as addresses of their own', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
    expect(response.statusCode).toBe(404);
  });
});
