import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentQuestionnaire } from '@values-cross/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../testing/answer-picks';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { TEST_PASSWORD, uniqueEmail } from '../testing/test-accounts';
import { createTestDatabase, testDialect, type TestDatabase } from '../testing/test-database';
import { multipart, pngImage } from '../testing/test-images';
import { MINUTE_MS } from '@values-cross/core';

const JWT_SECRET = 'several-instances-share-this-secret-0123456789';

// The deployment that outgrows one machine: two app instances on one PostgreSQL database.
describe.runIf(testDialect() === 'postgres')('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const start = (extra: Record<string, string> = {}) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-instance-'));
      dataDirs.push(dataDir);
      return startServerProcess({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET,
        PASSWORD_HASH_MEMORY_KIB: '1024',
        RATE_LIMIT_MAX: '20',
        ...extra,
      });
    };
    [a, b] = await Promise.all([start(), start()]);
  }, MINUTE_MS);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServerProcess(server)));
    await database?.dispose();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (server: ServerProcess, path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, init);
  const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  it('reads on one instance a result created on the other', async () => {
    const answers = pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true });
    const created = await call(a, '/api/v1/answer-set/', json('POST', { answers, language: 'de' }));
    expect(created.status).toBe(201);
    const { code, swissCross } = (await created.json()) as {
      code: string;
      swissCross: Record<string, unknown>;
    };
    const read = await call(b, `/api/v1/answer-set/${code}`);
    expect(read.status).toBe(200);
    // Read by its code by someone other than its owner, the result does not say whose it is.
    expect(((await read.json()) as { swissCross: unknown }).swissCross).toEqual({
      ...swissCross,
      owner: null,
    });
  });

  it('stores once a delayed result a device sends to both instances at once', async () => {
    // A device back online after a day (decision 0059) may send its waiting result twice, and a
    // balancer may hand each try to another instance: the device's key makes it one result.
    const answers = pickAnswers(currentQuestionnaire(), { row: 3, shortOnly: true });
    const sendKey = randomBytes(32).toString('base64url');
    const send = (server: ServerProcess) =>
      call(server, '/api/v1/answer-set/', json('POST', { answers, language: 'fr', sendKey }));
    const responses = await Promise.all([send(a), send(b), send(a), send(b)]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      code: string;
      secret: string;
      swissCross: Record<string, unknown>;
    }[];
    expect(new Set(bodies.map((body) => body.code)).size).toBe(1);
    const [first] = bodies;
    if (!first) throw new Error('no response');
    expect(bodies.every((body) => body.secret === sendKey)).toBe(true);
    const stored = await database.database.db
      .selectFrom('answer_sets')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('code', '=', first.code)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(1);
    // The same scores from either instance, as computed when it was stored.
    const read = await call(b, `/api/v1/answer-set/${first.code}`);
    expect(((await read.json()) as { swissCross: unknown }).swissCross).toEqual({
      ...first.swissCross,
      owner: null,
    });
  });

  it('refreshes on one instance a login made on the other, and serves its portrait', async () => {
    const email = uniqueEmail('instances');
    const person = {
      firstName: 'Ueli',
      lastName: 'Beispiel',
      email,
      password: TEST_PASSWORD,
      language: 'de',
    };
    const registered = await call(a, '/api/v1/registration/', json('POST', person));
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: number };
    await database.database.db
      .updateTable('users')
      .set({ email_confirmed_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const login = await call(
      a,
      '/api/v1/account/token/',
      json('POST', { email, password: TEST_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
    const refresh = /^refresh_token=([^;]+)/.exec(cookie ?? '')?.[1];
    expect(refresh).toBeTruthy();
    const refreshed = await call(b, '/api/v1/account/token/refresh/', json('POST', { refresh }));
    expect(refreshed.status).toBe(200);
    const { access } = (await refreshed.json()) as { access: string };

    const auth = { authorization: `Bearer ${access}` };
    const form = multipart(
      {},
      { name: 'portrait', filename: 'me.png', type: 'image/png', data: await pngImage() },
    );
    const uploaded = await call(a, `/api/v1/profile/${id}/`, {
      method: 'PATCH',
      headers: { ...form.headers, ...auth },
      body: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const { portraitUrl } = (await uploaded.json()) as { portraitUrl: string };
    const image = await call(b, portraitUrl, { headers: auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // The old refresh token was used up on B: A refuses it too (one shared store of logins),
    // and takes the replay for theft: the whole login ends, its access token with it.
    expect(
      (await call(a, '/api/v1/account/token/refresh/', json('POST', { refresh }))).status,
    ).toBe(401);
    expect((await call(a, `/api/v1/profile/${id}/`, { headers: auth })).status).toBe(401);
  });

  it('counts failed logins across instances; the write limit is per instance', async () => {
    const wrong = json('POST', { email: uniqueEmail('nobody'), password: 'Falsch-Kennwort-1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await call(attempt % 2 === 0 ? a : b, '/api/v1/account/token/', wrong)).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    // RATE_LIMIT_MAX=20 per instance: the 21st event on A is refused, B still counts its own.
    // The reverse proxy limits per address across instances (docs/deploy.md).
    const event = json('POST', { event: 'landing_visit', language: 'de' });
    const onA: number[] = [];
    for (let n = 0; n < 21; n += 1) onA.push((await call(a, '/api/v1/events', event)).status);
    expect(onA.filter((status) => status === 204)).toHaveLength(20);
    expect(onA[20]).toBe(429);
    expect((await call(b, '/api/v1/events', event)).status).toBe(204);
    const row = await database.database.db
      .selectFrom('funnel_counts')
      .select('count')
      .where('event', '=', 'landing_visit')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(21);
  });
});
