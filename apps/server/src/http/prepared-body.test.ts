import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PreparedBody } from './prepared-body';

const PAGE = `<!doctype html><p>${'Wertekreuz '.repeat(200)}</p>`;

describe('a body prepared once', () => {
  const page = new PreparedBody(Buffer.from(PAGE), {
    headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' },
    compressible: true,
    weakEtag: true,
  });
  const tiny = new PreparedBody(Buffer.from('x'), {
    headers: { 'content-type': 'text/plain' },
    compressible: false,
  });
  const app = Fastify();
  app.get('/page', (request, reply) => page.send(request, reply));
  app.get('/missing', (request, reply) => page.send(request, reply, 404));
  const brief = new PreparedBody(Buffer.from(PAGE), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    compressible: true,
    weakEtag: true,
    shortLived: true,
  });
  app.get('/tiny', (request, reply) => tiny.send(request, reply));
  const value = { questions: Array.from({ length: 60 }, (_, id) => ({ id, text: 'Frage' })) };
  const json = PreparedBody.json(value);
  app.get('/json', (request, reply) => json.send(request, reply));
  app.get('/brief', (request, reply) => brief.send(request, reply));
  afterAll(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('compresses a coding the first time it is asked for, and keeps it', async () => {
    const br = await get('/page', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    expect(page.bodyFor('br').body).toBe(page.bodyFor('br').body);
    const gzip = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
    expect(gzip.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('compresses a short-lived body with gzip where the request accepts it, else brotli', async () => {
    const both = await get('/brief', { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(both.rawPayload).toString()).toBe(PAGE);
    const brOnly = await get('/brief', { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brOnly.rawPayload).toString()).toBe(PAGE);
    const kept = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers['content-encoding']).toBe('br');
  });

  it('gives HTML one weak ETag in every coding', async () => {
    const plain = await get('/page');
    const br = await get('/page', { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/page', {
      'if-none-match': `"x", ${String(plain.headers.etag)}`,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers another status with its body, never 304', async () => {
    const etag = String((await get('/page')).headers.etag);
    const response = await get('/missing', { 'if-none-match': etag });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(PAGE);
  });

  it('sends a body not worth compressing as it is, without varying', async () => {
    const response = await get('/tiny', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe('x');
  });

  it('prepares JSON once: every coding ready, a strong ETag per coding, q=0 refuses a coding', async () => {
    const plain = await get('/json');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.json()).toEqual(value);
    const brRefused = await get('/json', { 'accept-encoding': 'br;q=0, gzip' });
    expect(brRefused.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(brRefused.rawPayload).toString())).toEqual(value);
    const br = await get('/json', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const etags = new Set([plain, brRefused, br].map((response) => response.headers.etag));
    expect(etags.size).toBe(3);
    const revalidated = await get('/json', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
