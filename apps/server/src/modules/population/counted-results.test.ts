import { currentQuestionnaire } from '@values-cross/content';
import { cellId } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createLoggedInUser } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { countedBy } from './counted-results';
import { countPopulation } from './population.repository';

const questionnaire = currentQuestionnaire();

interface Made {
  code: string;
  secret: string;
}

describe(`the population counts one result per person where it can tell (${testDialect()})`, () => {
  const test = useTestApp();
  const db = () => test.testDatabase.database.db;

  const make = async (
    { earlier, headers }: { earlier?: unknown; headers?: Record<string, string> } = {},
    row = 1,
  ): Promise<Made> => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers,
      payload: { answers: pickAnswers(questionnaire, { row, shortOnly: true }), earlier },
    });
    expect(response.statusCode).toBe(201);
    const { code, secret } = response.json();
    return { code, secret };
  };
  /** Counted now: by a scan that begins after every result so far. */
  const now = async () => {
    await new Promise((done) => setTimeout(done, 2));
    return new Date().toISOString();
  };
  const counted = async (made: Made, from?: string) =>
    countedBy(db(), made.code, from ?? (await now()));
  /** How many results everyone's cell of the version counts. */
  const people = async () => {
    const { cells } = await countPopulation(db(), 5000, await now());
    const all = 'all';
    const everyone = cellId({
      version: questionnaire.version,
      canton: all,
      ageBand: all,
      languageRegion: all,
    });
    return cells.get(everyone)?.people ?? 0;
  };

  it('counts a browser by its newest result: the earlier ones it holds the secrets of stop counting', async () => {
    const before = await people();
    const first = await make();
    const second = await make({ earlier: [first] });
    expect(await people()).toBe(before + 1);
    expect(await counted(first)).toBe(false);
    expect(await counted(second)).toBe(true);
    // A third names both; a code without its secret is passed over, and so is an unknown one.
    const stranger = await make();
    const third = await make({
      earlier: [
        first,
        second,
        { code: stranger.code, secret: 'not-its-secret' },
        { code: 'zzzzzzzzzz', secret: 'x' },
      ],
    });
    expect(await people()).toBe(before + 2);
    expect(await counted(second)).toBe(false);
    expect(await counted(stranger)).toBe(true);
    expect(await counted(third)).toBe(true);
  });

  it('counted a superseded result in scans that began before it was superseded', async () => {
    const first = await make();
    const between = await now();
    await make({ earlier: [first] });
    expect(await counted(first, between)).toBe(true);
    expect(await counted(first)).toBe(false);
  });

  it('counts a result only in scans that begin after it was made', async () => {
    const before = await now();
    const made = await make();
    expect(await counted(made, before)).toBe(false);
    expect(await counted(made)).toBe(true);
  });

  it('counts an account by its newest result', async () => {
    const user = await createLoggedInUser(test);
    const before = await people();
    const older = await make({ headers: user.auth }, 2);
    const between = await now();
    const newer = await make({ headers: user.auth }, 3);
    expect(await people()).toBe(before + 1);
    expect(await counted(older)).toBe(false);
    expect(await counted(newer)).toBe(true);
    // A scan that began between the two counted the older one.
    expect(await counted(older, between)).toBe(true);
    expect(await counted(newer, between)).toBe(false);
  });

  it('refuses more earlier results than a browser keeps, and a malformed one', async () => {
    const tooMany = Array.from({ length: 51 }, () => ({ code: 'abcdefghij', secret: 's' }));
    for (const earlier of [tooMany, [{ code: 'abcdefghij' }], 'abc']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        payload: { answers: pickAnswers(questionnaire, { row: 1, shortOnly: true }), earlier },
      });
      expect(response.statusCode).toBe(400);
      const fields = Object.keys(response.json().fields as object);
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.every((field) => field.startsWith('earlier'))).toBe(true);
    }
  });
});
