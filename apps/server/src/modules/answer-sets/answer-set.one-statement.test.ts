import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOneStatement } from '../../db/one-statement';
import { createTestDatabase, testDialect, type TestDatabase } from '../../testing/test-database';
import { answerSetStatements, type StoredAnswerSet } from './answer-set.repository';

const AT = '2026-11-25T08:00:00.000Z';

function answerSet(
  code: string,
  { version = '1', ownerId = null }: { version?: string; ownerId?: number | null } = {},
): StoredAnswerSet {
  return {
    code,
    questionnaireVersion: version,
    answerIds: [1, 2, 3],
    longVersionAttempted: false,
    language: 'fr',
    ownerId,
    createdAt: AT,
    scores: Array<number>(12).fill(0.5),
    secretHash: null,
  };
}

describe.runIf(testDialect() === 'postgres')('a PostgreSQL commit as one statement', () => {
  let test: TestDatabase;
  let version: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    const stored = await test.database.db
      .selectFrom('questionnaire_versions')
      .select('version')
      .executeTakeFirstOrThrow();
    version = stored.version;
  });
  afterAll(() => test.dispose());

  it('writes an owned answer set, its owner’s cross and the statistics together', async () => {
    const { db: pg, commit } = test.database;
    const user = await pg
      .insertInto('users')
      .values({
        email: 'one@example.ch',
        email_key: 'one@example.ch',
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        language: 'fr',
        allowed_in_gallery: 0,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statements = answerSetStatements(pg, [
      answerSet('OneStmt0001', { version, ownerId: Number(user.id) }),
      answerSet('OneStmt0002', { version }),
    ]);
    expect(asOneStatement(statements)).toBeDefined();
    await commit(statements);
    const owner = await pg.selectFrom('users').select('swiss_cross').executeTakeFirstOrThrow();
    expect(owner.swiss_cross).toBe('OneStmt0001');
    const stored = await pg.selectFrom('answer_sets').select('code').orderBy('code').execute();
    expect(stored.map(({ code }) => code)).toEqual(['OneStmt0001', 'OneStmt0002']);
  });

  it('writes nothing of a commit when one part fails', async () => {
    const { db: pg, commit } = test.database;
    const countsBefore = await pg.selectFrom('result_statistics').selectAll().execute();
    // The code is taken: the insert fails, so the statistics of the same commit are not added.
    await expect(
      commit(answerSetStatements(pg, [answerSet('OneStmt0002', { version })])),
    ).rejects.toThrow();
    expect(await pg.selectFrom('result_statistics').selectAll().execute()).toEqual(countsBefore);
  });
});
