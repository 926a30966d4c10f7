import { randomBytes } from 'node:crypto';
import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

// A result a device sends with its own key is stored once however often it arrives: again after
// an answer that never came back, twice at once from a device that came back online (decision
// 0058). The key is the result's secret; with other answers it is refused.

const questionnaire = currentQuestionnaire();
const newKey = () => randomBytes(32).toString('base64url');

describe(`results sent with the device's key (${testDialect()})`, () => {
  const test = useTestApp();
  const db = () => test.testDatabase.database.db;

  const post = (payload: object) =>
    test.app.inject({ method: 'POST', url: '/api/v1/answer-set/', payload });

  async function stored(): Promise<{ results: number; counted: number }> {
    const results = await db()
      .selectFrom('answer_sets')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const counted = await db()
      .selectFrom('result_statistics')
      .select((eb) => eb.fn.sum('results').as('sum'))
      .where('language', '=', 'all')
      .executeTakeFirstOrThrow();
    return { results: Number(results.count), counted: Number(counted.sum ?? 0) };
  }

  it('stores a result sent twice once, answers both times alike, and counts it once', async () => {
    const sendKey = newKey();
    const answers = pickAnswers(questionnaire, { row: 2, shortOnly: true });
    const before = await stored();
    const first = await post({ answers, longVersionAttempted: false, language: 'it', sendKey });
    const again = await post({ answers, longVersionAttempted: false, language: 'it', sendKey });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // The key is the result's secret: the device holds it already.
    expect(first.json().secret).toBe(sendKey);
    expect(await stored()).toEqual({
      results: before.results + 1,
      counted: before.counted + 1,
    });
  });

  it('stores once what arrives several times at once', async () => {
    const sendKey = newKey();
    const answers = pickAnswers(questionnaire, { row: 1, shortOnly: true });
    const before = await stored();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post({ answers, longVersionAttempted: false, sendKey })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().code)).size).toBe(1);
    expect((await stored()).results).toBe(before.results + 1);
  });

  it('refuses a key sent before with other answers, and stores nothing', async () => {
    const sendKey = newKey();
    await post({
      answers: pickAnswers(questionnaire, { row: 1, shortOnly: true }),
      longVersionAttempted: false,
      sendKey,
    });
    const before = await stored();
    const other = await post({
      answers: pickAnswers(questionnaire, { row: 2, shortOnly: true }),
      longVersionAttempted: false,
      sendKey,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: 'conflict', fields: { sendKey: ['send_key_reused'] } });
    expect(await stored()).toEqual(before);
  });

  it.each(['short', `${'A'.repeat(42)}=`, 'A'.repeat(44), `${'A'.repeat(42)} `])(
    'refuses the key %j: 32 random bytes in base64url only',
    async (sendKey) => {
      const response = await post({
        answers: pickAnswers(questionnaire, { row: 1, shortOnly: true }),
        longVersionAttempted: false,
        sendKey,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.sendKey).toEqual(['send_key_format']);
    },
  );

  it('makes a secret of its own for a result sent without a key, each time anew', async () => {
    const answers = pickAnswers(questionnaire, { row: 1, shortOnly: true });
    const first = (await post({ answers, longVersionAttempted: false })).json();
    const second = (await post({ answers, longVersionAttempted: false })).json();
    expect(first.code).not.toBe(second.code);
    expect(first.secret).not.toBe(second.secret);
  });
});
