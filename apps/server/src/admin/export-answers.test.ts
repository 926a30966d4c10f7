import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentQuestionnaire } from '@values-cross/content';
import { leafQuestions } from '@values-cross/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../testing/answer-picks';
import { capturedIo } from '../testing/captured-io';
import { createLoggedInUser } from '../testing/test-accounts';
import { useTestApp } from '../testing/use-test-app';
import { testDialect } from '../testing/test-database';
import { exportAnswers, exportAnswersCommand } from './export-answers';

const questionnaire = currentQuestionnaire();
const version = questionnaire.version;

describe(`export:answers (${testDialect()})`, () => {
  const test = useTestApp();
  beforeAll(async () => {
    const user = await createLoggedInUser(test, { firstName: 'Zora', lastName: 'Geheim' });
    const post = (payload: Record<string, unknown>, headers = {}) =>
      test.app.inject({ method: 'POST', url: '/api/v1/answer-set/', payload, headers });
    for (let n = 0; n < 4; n += 1) {
      await post({
        answers: pickAnswers(questionnaire, { row: 1, shortOnly: true }),
        language: 'fr',
      });
    }
    const made = await post(
      {
        answers: pickAnswers(questionnaire, { row: 2 }),
        longVersionAttempted: true,
        language: 'de',
      },
      user.auth,
    );
    // The person told their canton and age band for it (with its consent).
    await test.app.inject({
      method: 'PUT',
      url: `/api/v1/answer-set/${made.json().code as string}/about`,
      headers: { 'x-result-secret': made.json().secret as string },
      payload: { canton: 'NE', ageBand: '18-24', consent: true },
    });
  });

  const codesAndPeople = async () => {
    const db = test.testDatabase.database.db;
    const codes = (await db.selectFrom('answer_sets').select('code').execute()).map((r) => r.code);
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    return [...codes, user.email, user.first_name, user.last_name, `"${String(user.id)}"`];
  };

  it('writes one CSV row per answer set in small batches, nothing personal', async () => {
    const io = capturedIo({ tty: true });
    const count = await exportAnswers(test.testDatabase.database, {
      io,
      version,
      format: 'csv',
      out: io.stdout,
      batchSize: 2,
    });
    expect(count).toBe(5);
    const [header, ...rows] = io.out().trimEnd().split('\n');
    const questionIds = leafQuestions(questionnaire.questions).map((q) => `q${q.id}`);
    expect(header?.split(',')).toEqual([
      'created',
      'language',
      'version',
      'long_version_attempted',
      ...questionIds,
      ...Array.from({ length: 12 }, (_, i) => `score${i + 1}`),
      'canton',
      'age_band',
      'language_region',
    ]);
    expect(rows).toHaveLength(5);
    const long = rows.find((row) => row.split(',')[1] === 'de')?.split(',') ?? [];
    expect(long[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(long.slice(2, 4)).toEqual([version, '1']);
    const firstLeaf = leafQuestions(questionnaire.questions)[0];
    expect(long[4]).toBe(String(firstLeaf?.answers[1]?.id));
    expect(long.slice(-3)).toEqual(['NE', '18-24', 'fr']);
    expect(rows.filter((row) => row.endsWith(',,,'))).toHaveLength(4);
    for (const secret of await codesAndPeople()) expect(io.out()).not.toContain(secret);
    expect(io.err()).toContain('100% 5/5');
  });

  it('writes JSON lines to a file through the command, no progress bar off a terminal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'values-cross-export-'));
    try {
      const file = join(dir, 'answers.jsonl');
      const io = capturedIo();
      const context = {
        io,
        config: () => test.config,
        database: async () => test.testDatabase.database,
      };
      await exportAnswersCommand.run(context, {
        values: { version, format: 'jsonl', out: file },
        positionals: [],
      });
      const lines = readFileSync(file, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(5);
      expect(lines.filter((line) => line.language === 'fr')).toHaveLength(4);
      expect(Object.keys(lines[0])).not.toContain('code');
      expect(lines.every((line) => typeof line.score12 === 'number')).toBe(true);
      expect(lines.find((line) => line.language === 'de')).toMatchObject({
        canton: 'NE',
        age_band: '18-24',
        language_region: 'fr',
      });
      expect(io.err()).toBe(`5 answer set(s) written to ${file}\n`);
      await expect(
        exportAnswersCommand.run(context, { values: { version: '1999.1' }, positionals: [] }),
      ).rejects.toThrow(/not in the database/);
      await expect(
        exportAnswersCommand.run(context, { values: { version, format: 'xml' }, positionals: [] }),
      ).rejects.toThrow(/csv or jsonl/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
