import { describe, expect, it } from 'vitest';
import { createLoggedInUser, uniqueEmail } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { createUserWithData } from '../../testing/user-with-data';
import { loginFailureKeyFor } from '../accounts';
import { PERSONAL_DATA } from './personal-data';
import { deleteUserByEmail } from './user-deletion';

/** Columns that say a row is about a person: their id, or an e-mail address or its key. */
const PERSON_COLUMN = /^(user_id|owner_id|creator_id|recipient|account_key)$|email/;

describe(`personal-data registry (${testDialect()})`, () => {
  const test = useTestApp();
  const db = () => test.testDatabase.database.db;

  /** Every table of the migrated database with its column names. */
  async function tables() {
    const found = await db().introspection.getTables();
    return found.map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => column.name),
    }));
  }

  it('registers every table with a person’s id or address, and only tables that exist', async () => {
    const registered = PERSONAL_DATA.map((entry) => entry.table);
    const schema = await tables();
    const personal = schema
      .filter((table) => table.columns.some((column) => PERSON_COLUMN.test(column)))
      .map((table) => table.name);
    expect(personal.length).toBeGreaterThanOrEqual(8);
    expect(personal.filter((name) => !registered.includes(name as never))).toEqual([]);
    expect(registered.filter((name) => !schema.some((table) => table.name === name))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('counts failed logins under a keyed hash of the address, never the address', async () => {
    const user = await createLoggedInUser(test);
    const failed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email: user.email.toUpperCase(), password: 'Wrong-Pass-77' },
    });
    expect(failed.statusCode).toBe(401);
    const rows = await db().selectFrom('login_failures').select('account_key').execute();
    const key = loginFailureKeyFor(test.config)(user.email);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((row) => row.account_key)).toContain(key);
    expect(rows.filter((row) => row.account_key.includes('@'))).toEqual([]);
    expect(loginFailureKeyFor({ ...test.config, JWT_SECRET: 'x'.repeat(40) })(user.email)).not.toBe(
      key,
    );
  });

  it('leaves no trace of a deleted person’s address, names or id in any table', async () => {
    const firstName = 'Zephyrine';
    const lastName = 'Quillfeather';
    const user = await createUserWithData(test, { firstName, lastName, language: 'it' });
    const { code } = user;
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email: user.email, password: 'Wrong-Pass-77' },
    });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: user.email },
    });
    const neighbour = await createLoggedInUser(test, { email: uniqueEmail('neighbour') });

    const traces = async () => {
      const found: string[] = [];
      const needles = [user.email.toLowerCase(), firstName.toLowerCase(), lastName.toLowerCase()];
      for (const table of await tables()) {
        const rows = await db()
          .selectFrom(table.name as never)
          .selectAll()
          .execute();
        for (const row of rows as Record<string, unknown>[]) {
          for (const [column, value] of Object.entries(row)) {
            const isId =
              column === 'user_id' ||
              column === 'owner_id' ||
              (table.name === 'users' && column === 'id');
            if (isId && value !== null && Number(value) === user.id) {
              found.push(`${table.name}.${column}: id`);
            }
            if (typeof value !== 'string') continue;
            const text = value.toLowerCase();
            for (const needle of needles) {
              if (text.includes(needle)) found.push(`${table.name}.${column}: ${needle}`);
            }
          }
        }
      }
      return found;
    };
    // The scan sees the person before: in the account, results, portrait, mails, newsletter.
    const before = await traces();
    for (const table of [
      'users',
      'answer_sets',
      'portrait_images',
      'refresh_tokens',
      'account_tokens',
      'mail_outbox',
      'newsletter_subscriptions',
    ]) {
      expect(
        before.some((trace) => trace.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }

    const results = () => db().selectFrom('answer_sets').select(['code', 'owner_id']).execute();
    const resultsBefore = await results();
    const report = await deleteUserByEmail(
      { db: db(), loginFailureKey: loginFailureKeyFor(test.config) },
      user.email,
    );
    expect(report).toMatchObject({ userId: user.id, answerSetsDetached: 1, loginFailures: 1 });
    expect(await traces()).toEqual([]);

    // The result stays in the statistics, anonymous and under a new code: the old code, which
    // was shared or shown next to the person's name, leads nowhere.
    const gone = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${code}` });
    expect(gone.statusCode).toBe(404);
    const explained = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/explanation?lang=de`,
    });
    expect(explained.statusCode).toBe(404);
    const resultsAfter = await results();
    expect(resultsAfter).toHaveLength(resultsBefore.length);
    expect(resultsAfter.map((row) => row.code)).not.toContain(code);
    expect(resultsAfter.filter((row) => row.owner_id === null)).toHaveLength(
      resultsBefore.filter((row) => row.owner_id === null).length + 1,
    );
    const other = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/me/',
      headers: neighbour.auth,
    });
    expect(other.statusCode).toBe(200);
  });
});
