import { currentQuestionnaire } from '@values-cross/content';
import { leafQuestions, longResultOf, shortResultOf } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { capturedIo } from '../testing/captured-io';
import { pickAnswers } from '../testing/answer-picks';
import { testDialect } from '../testing/test-database';
import { useTestApp } from '../testing/use-test-app';
import { adminCommands } from './commands';
import { storedValidity } from './validity';

describe(`validity on stored results (${testDialect()})`, () => {
  const test = useTestApp();
  const questionnaire = currentQuestionnaire();
  const post = (answers: number[], longVersionAttempted: boolean) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, longVersionAttempted },
    });

  it('measures each long result with every short question answered, and writes nothing', async () => {
    const long = [1, 2, 4].map((row) => pickAnswers(questionnaire, { row }));
    const made = [];
    for (const answers of long) {
      const response = await post(answers, true);
      expect(response.statusCode).toBe(201);
      made.push(response.json() as { code: string; secret: string });
    }
    // The first one's person tells a canton of the French-speaking region.
    const told = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/answer-set/${made[0]?.code}/about`,
      headers: { 'x-result-secret': made[0]?.secret ?? '' },
      payload: { canton: 'VD', ageBand: null, consent: true },
    });
    expect(told.statusCode).toBe(200);
    // A short result, and a long one that skipped a short question: neither is measured.
    expect((await post(pickAnswers(questionnaire, { shortOnly: true }), false)).statusCode).toBe(
      201,
    );
    const firstShort = leafQuestions(questionnaire.questions.filter((q) => q.inNexpresso))[0];
    const skippedIds = new Set(firstShort?.answers.map((a) => a.id));
    const skipped = pickAnswers(questionnaire, { row: 3 }).filter((id) => !skippedIds.has(id));
    expect((await post(skipped, true)).statusCode).toBe(201);
    const database = test.testDatabase.database;
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('answer_sets')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const [result] = await storedValidity(database, { version: questionnaire.version });
    expect(result).toMatchObject({ version: questionnaire.version, longResults: 4, measured: 3 });
    const differences = long.map((answers) => {
      const short = shortResultOf(questionnaire, answers)[1] ?? 0;
      return Math.abs(short - (longResultOf(questionnaire, answers)[1] ?? 0));
    });
    const technology = result?.figures?.agreement.byValue.technology;
    expect(technology?.meanAbsoluteDifference).toBeCloseTo(
      differences.reduce((a, b) => a + b, 0) / 3,
      9,
    );
    expect(await count()).toBe(before);

    const command = adminCommands.find((c) => c.name === 'validity');
    const io = capturedIo();
    await command?.run(
      { io, config: () => test.config, database: async () => database },
      { values: { version: questionnaire.version }, positionals: [] },
    );
    expect(io.out()).toContain(
      `${questionnaire.version}: 4 long result(s), 3 with every short-version question answered`,
    );
    expect(io.out()).toMatch(/technology +\d\.\d{3} +\d+\.\d %/);
    // Norms for everyone and per region told: intervals and the results still needed.
    expect(result?.norms.map((n) => [n.population, n.people])).toEqual([
      ['everyone', 3],
      ['fr', 1],
      ['region not told', 2],
    ]);
    expect(io.out()).toMatch(/norms, everyone: 3 result\(s\); \d+ more needed/);
    expect(io.out()).toMatch(/curiosity +\d+\.\d % \[\d+\.\d %, \d+\.\d %\]/);
  });
});
