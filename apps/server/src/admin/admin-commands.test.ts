import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQLite } from '../db/sqlite-driver.mjs';
import { currentQuestionnaire, versionsInOrder } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { pickAnswers } from '../testing/answer-picks';
import { addressInNetwork } from '../testing/networks';
import { capturedIo } from '../testing/captured-io';
import { createLoggedInUser, uniqueEmail } from '../testing/test-accounts';
import { createTestApp } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';
import { testDialect } from '../testing/test-database';
import { checkContent, CONTENT_ROOT } from './content-check';
import { importContent } from './content-import';
import { backupDatabase } from './db-backup';
import { openDataCommand } from './open-data';
import { printStats } from './stats';
import { deleteUser } from './users-delete';
import { countFunnelEvent } from '../modules/funnel';

describe('content:check', () => {
  it('passes the shipped questionnaire versions', () => {
    const io = capturedIo();
    checkContent(io);
    expect(io.out()).toMatch(/All \d+ version\(s\) pass/);
  });

  it('lists the problems of a broken file and fails', () => {
    const root = mkdtempSync(join(tmpdir(), 'values-cross-content-'));
    try {
      for (const folder of ['questionnaire', 'locales', 'navigation']) {
        cpSync(join(CONTENT_ROOT, folder), join(root, folder), { recursive: true });
      }
      const file = join(root, 'questionnaire', '2026.1.json');
      const data = JSON.parse(readFileSync(file, 'utf8'));
      data.questions[1].id = data.questions[0].id;
      writeFileSync(file, JSON.stringify(data));
      const io = capturedIo();
      expect(() => checkContent(io, root)).toThrow(/problem\(s\) found/);
      expect(io.err()).toContain('questionnaire/2026.1.json');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('content:import', () => {
  it('imports a shipped version into an empty database once, then changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'values-cross-import-'));
    const database = openDatabase(join(dir, 'app.db'));
    try {
      await migrateToLatest(database);
      const first = capturedIo();
      await importContent(database, { io: first, version: '2026.1' });
      expect(first.out()).toBe('2026.1: imported\n');
      const again = capturedIo();
      await importContent(database, { io: again });
      expect(again.out()).toContain('2026.1: already in the database');
      await expect(importContent(database, { io: again, version: '1999.9' })).rejects.toThrow(
        /Unknown version "1999.9"/,
      );
    } finally {
      await database.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`users:delete and stats (${testDialect()})`, () => {
  const test = useTestApp();

  it('deletes only after confirmation, prints what it removed, keeps the result anonymous', async () => {
    const user = await createLoggedInUser(test);
    const database = test.testDatabase.database;
    const refused = capturedIo({ answer: false });
    await expect(
      deleteUser({ database, config: test.config }, { io: refused, email: user.email, yes: false }),
    ).rejects.toThrow(/Not confirmed/);
    expect(refused.questions[0]).toContain(user.email);
    const me = { method: 'GET' as const, url: '/api/v1/account/me/', headers: user.auth };
    expect((await test.app.inject(me)).statusCode).toBe(200);

    const io = capturedIo({ answer: true });
    await deleteUser({ database, config: test.config }, { io, email: user.email, yes: false });
    expect(io.out()).toContain(`Deleted ${user.email} (user ${user.id})`);
    expect(io.out()).toContain('refreshTokens: 1');
    expect((await test.app.inject(me)).statusCode).toBe(401);
    await expect(
      deleteUser(
        { database, config: test.config },
        { io: capturedIo(), email: user.email, yes: true },
      ),
    ).rejects.toThrow(/Nothing is stored/);
  });

  it('prints results, users, consents, subscribers and the funnel', async () => {
    const db = test.testDatabase.database.db;
    await createLoggedInUser(test);
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      payload: { email: uniqueEmail() },
    });
    await countFunnelEvent(db, { event: 'landing_visit', language: 'it' });
    const io = capturedIo();
    await printStats(test.testDatabase.database, { io });
    expect(io.out()).toMatch(/Users: 1 \(1 confirmed/);
    expect(io.out()).toContain('Newsletter: 0 confirmed, 1 pending');
    expect(io.out()).toMatch(/landing_visit +1 {2}\(it 1\)/);
    // The user deleted in the test before was a sign-up too.
    expect(io.out()).toMatch(/signup +2 {2}\(de 2\)/);
    expect(io.out()).toContain('(no results yet)');
    const json = capturedIo();
    await printStats(test.testDatabase.database, { io: json, json: true, days: 7 });
    expect(JSON.parse(json.out())).toMatchObject({ users: { total: 1 }, funnel: { days: 7 } });
  });
});

describe.runIf(testDialect() === 'sqlite')('db:backup', () => {
  it('copies a live SQLite database into a new file that opens with all rows', async () => {
    const test = await createTestApp();
    const dir = mkdtempSync(join(tmpdir(), 'values-cross-backup-'));
    try {
      await createLoggedInUser(test);
      const target = join(dir, 'backup.db');
      const io = capturedIo();
      await backupDatabase({ io, databaseUrl: test.testDatabase.url, target });
      expect(io.out()).toContain(`to ${target}`);
      const copy = new SQLite(target, { readonly: true });
      expect(copy.prepare('select count(*) as n from users').get()).toEqual({ n: 1 });
      expect(copy.prepare('select count(*) as n from questionnaire_versions').get()).toEqual({
        n: versionsInOrder().length,
      });
      copy.close();
      await expect(
        backupDatabase({ io, databaseUrl: test.testDatabase.url, target }),
      ).rejects.toThrow(/exists/);
      await expect(
        backupDatabase({ io, databaseUrl: 'postgres://x@127.0.0.1/db', target: join(dir, 'b') }),
      ).rejects.toThrow(/pg_dump/);
      expect(existsSync(join(dir, 'b'))).toBe(false);
    } finally {
      await test.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`open-data publish (${testDialect()})`, () => {
  const test = useTestApp();

  it('publishes today’s snapshot once, never an empty one, and refuses a second one the same day', async () => {
    const io = capturedIo();
    const context = {
      io,
      config: () => test.config,
      database: async () => test.testDatabase.database,
    };
    await expect(
      openDataCommand.run(context, { values: {}, positionals: ['publish'] }),
    ).rejects.toThrow(/Nothing to publish: no cell has 30 results from 10 networks yet/);
    for (let row = 0; row < 30; row += 1) {
      const made = await test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        // From networks enough for a count (decision 0048).
        remoteAddress: addressInNetwork(row),
        payload: {
          answers: pickAnswers(currentQuestionnaire(), { row: (row % 4) + 1, shortOnly: true }),
        },
      });
      expect(made.statusCode).toBe(201);
    }
    await openDataCommand.run(context, { values: {}, positionals: ['publish'] });
    const today = new Date().toISOString().slice(0, 10);
    // Switzerland and its margins: one cell of the served version.
    expect(io.out()).toBe(`Published open-data snapshot ${today} with 1 cell(s).\n`);
    const index = await test.app.inject({ method: 'GET', url: '/api/v1/open-data/' });
    expect(index.json().snapshots.map((s: { snapshot: string }) => s.snapshot)).toEqual([today]);
    await expect(
      openDataCommand.run(context, { values: {}, positionals: ['publish'] }),
    ).rejects.toThrow(/published already/);
    await expect(
      openDataCommand.run(context, { values: {}, positionals: ['pubilsh'] }),
    ).rejects.toThrow(/knows "publish"/);
  });
});
