import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { currentQuestionnaire } from '@values-cross/content';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createUserWithData } from '../../testing/user-with-data';
import { loginFailureKeyFor } from '../accounts';
import { deleteUserByEmail } from '../personal-data';
import { DRAWING } from './result-pictures';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const SHELL = `<!doctype html><html lang="de"><head><meta name="description" content="" />
<title>Wertekreuz</title></head><body><div id="root"></div></body></html>`;

describe(`result pictures and link previews (${testDialect()})`, () => {
  let distDir: string;
  let code: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'values-cross-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), SHELL);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const test = useTestApp(() => ({
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: 'https://wertekreuz.example',
  }));
  beforeAll(async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers: pickAnswers(currentQuestionnaire(), { row: 3, shortOnly: true }) },
    });
    code = created.json().code;
  });

  it.each([
    ['square', 1080, 1080],
    ['social', 1200, 630],
  ])('renders the %s PNG of a result', async (format, width, height) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/image.png?lang=fr&format=${format}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width, height });
    const { data, info } = await sharp(response.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The cross is drawn in Swiss red (BRAND_RED, give or take the palette's rounding).
    const near = (value: number | undefined, target: number) =>
      Math.abs((value ?? 0) - target) <= 10;
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (near(data[i], 0xd5) && near(data[i + 1], 0x2b) && near(data[i + 2], 0x1e)) red += 1;
    }
    expect(red).toBeGreaterThan(1000);
  });

  it('answers with the headers clients and proxies keep it by', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/image.png?lang=de&format=social`,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="values-cross-${code}.png"`,
    );
  });

  it('keeps a drawn picture in the database, once, by the version of the drawing', async () => {
    await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/image.png?lang=it&format=square`,
    });
    const db = test.testDatabase.database.db;
    const rows = () =>
      db
        .selectFrom('result_pictures')
        .select(['format', 'language', 'drawing', 'png'])
        .where('code', '=', code)
        .where('language', '=', 'it')
        .execute();
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    const [row] = await rows();
    expect(row).toMatchObject({ format: 'square', language: 'it', drawing: DRAWING });
    expect((await sharp(Buffer.from(row?.png ?? [])).metadata()).width).toBe(1080);
  });

  it('answers a picture kept in the database without drawing it again (a restart, another instance)', async () => {
    const kept = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#00ff00' },
    })
      .png()
      .toBuffer();
    await test.testDatabase.database.db
      .insertInto('result_pictures')
      .values({
        code,
        format: 'social',
        language: 'en',
        drawing: DRAWING,
        png: kept,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/image.png?lang=en&format=social`,
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, kept)).toBe(0);
  });

  it('refuses a new code for a result while pictures of its old code are kept', async () => {
    const db = test.testDatabase.database.db;
    await vi.waitFor(async () =>
      expect(
        await db.selectFrom('result_pictures').select('code').where('code', '=', code).execute(),
      ).not.toEqual([]),
    );
    await expect(
      db
        .updateTable('answer_sets')
        .set({ code: 'ZZZZZZZZZZZZ' })
        .where('code', '=', code)
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('removes the pictures of a deleted person’s result with its old code', async () => {
    const user = await createUserWithData(test, { language: 'de' });
    const picture = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${user.code}/image.png?lang=de&format=social`,
    });
    expect(picture.statusCode).toBe(200);
    const db = test.testDatabase.database.db;
    const kept = () =>
      db.selectFrom('result_pictures').select('code').where('code', '=', user.code).execute();
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    const report = await deleteUserByEmail(
      { db, loginFailureKey: loginFailureKeyFor(test.config) },
      user.email,
    );
    expect(report).toMatchObject({ resultPictures: 1, answerSetsDetached: 1 });
    expect(await kept()).toEqual([]);
    const gone = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${user.code}/image.png?lang=de&format=social`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 for an unknown result and 400 for an unknown language', async () => {
    const missing = await test.app.inject({
      method: 'GET',
      url: '/api/v1/answer-set/AAAAAAAAAAAA/image.png',
    });
    expect(missing.statusCode).toBe(404);
    const language = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/image.png?lang=xx`,
    });
    expect(language.statusCode).toBe(400);
  });

  it('describes a shared result link to messengers without JavaScript, in the link’s language', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/it/result?id=${code}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="it"');
    // A shared link is someone else's result: of "a cross", never "your" (decision 0045).
    expect(html).toContain('<title>Una croce dei valori – Croce dei valori</title>');
    expect(html).toContain(
      `<meta property="og:image" content="https://wertekreuz.example/api/v1/answer-set/${code}/image.png?lang=it&amp;format=social" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://wertekreuz.example/it/result?id=${code}" />`,
    );
    expect(html).toMatch(/<meta property="og:description" content="Questa croce [^"]+" \/>/);
    expect(html).not.toMatch(/og:description" content="[^"]*\b(tua|tuoi|tue|ti)\b/);
  });

  it('falls back to the product’s own description for an unknown result', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/en/result?id=nope' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Values Cross</title>');
    expect(response.body).not.toContain('og:image');
  });
});

describe(`result pictures are limited per client address (${testDialect()})`, () => {
  const test = useTestApp({ RATE_LIMIT_MAX: '3' });

  it('answers 429 after RATE_LIMIT_MAX pictures a minute from one address, however the query varies', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers: pickAnswers(currentQuestionnaire(), { row: 2, shortOnly: true }) },
      remoteAddress: '10.6.0.9',
    });
    const code = created.json().code as string;
    const image = (query: string, remoteAddress: string) =>
      test.app.inject({
        method: 'GET',
        url: `/api/v1/answer-set/${code}/image.png?${query}`,
        remoteAddress,
      });
    expect((await image('lang=de&bust=1', '10.6.0.1')).statusCode).toBe(200);
    expect((await image('lang=de&bust=2', '10.6.0.1')).statusCode).toBe(200);
    expect((await image('lang=fr&bust=3', '10.6.0.1')).statusCode).toBe(200);
    expect((await image('lang=fr&bust=4', '10.6.0.1')).statusCode).toBe(429);
    expect((await image('lang=de', '10.6.0.2')).statusCode).toBe(200);
  });
});
