import { currentQuestionnaire, questionnaires, versionsInOrder } from '@values-cross/content';
import {
  GROUP_MINIMUM_MEMBERS,
  scoreByKey,
  valueStandIn,
  VALUE_DIMENSIONS,
} from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createLoggedInUser, uniqueEmail } from '../../testing/test-accounts';
import { loginFailureKeyFor } from '../accounts';
import { deleteUserByEmail } from '../personal-data';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const questionnaire = currentQuestionnaire();

describe(`groups (${testDialect()})`, () => {
  const test = useTestApp();

  const createGroup = async (payload: object = { name: '  Klasse 3b ', language: 'de' }) =>
    test.app.inject({ method: 'POST', url: '/api/v1/groups/', payload });
  const readGroup = (code: string) =>
    test.app.inject({ method: 'GET', url: `/api/v1/groups/${code}` });
  const newGroup = async () =>
    (await createGroup()).json() as { code: string; adminSecret: string; joinUrl: string };
  const newResult = async (row: number, group?: string) => {
    const answers = pickAnswers(questionnaire, { row, shortOnly: true });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, language: 'de', ...(group && { group }) },
    });
    return { response, ...(response.json() as { code: string; secret: string }) };
  };
  const member = (group: string, result: string, method: 'PUT' | 'DELETE', secret?: string) =>
    test.app.inject({
      method,
      url: `/api/v1/groups/${group}/members/${result}`,
      headers: secret === undefined ? {} : { 'x-result-secret': secret },
    });

  it('creates a group with a code, a join link and an admin secret kept only as a hash', async () => {
    const response = await createGroup();
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.name).toBe('Klasse 3b');
    expect(created.code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(created.adminSecret).toMatch(/^[\w-]{43}$/);
    expect(created.joinUrl).toBe(`${test.config.publicUrl}/de/group/${created.code}`);
    const row = await test.testDatabase.database.db
      .selectFrom('groups')
      .selectAll()
      .where('code', '=', created.code)
      .executeTakeFirstOrThrow();
    expect(row.admin_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.adminSecret);
    const read = await readGroup(created.code);
    expect(read.json()).toEqual({
      code: created.code,
      name: 'Klasse 3b',
      language: 'de',
      members: 0,
      closed: false,
      average: null,
      spread: null,
      versions: [],
    });
    expect(read.body).not.toContain(created.adminSecret);
  });

  it.each([
    ['an empty name', { name: '   ', language: 'de' }, 'name'],
    ['a name of 81 characters', { name: 'x'.repeat(81), language: 'de' }, 'name'],
    ['markup in the name', { name: '<b>3b</b>', language: 'de' }, 'name'],
    ['a control character in the name', { name: 'Prize!\r\nClaim', language: 'de' }, 'name'],
    ['a bidirectional override in the name', { name: 'Klasse \u202e3b', language: 'de' }, 'name'],
    ['a line separator in the name', { name: 'Klasse\u20283b', language: 'de' }, 'name'],
    ['an unknown language', { name: '3b', language: 'rm' }, 'language'],
    ['a malformed address', { name: '3b', language: 'de', email: 'nope' }, 'email'],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, field) => {
    const before = await test.testDatabase.database.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await createGroup(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    const after = await test.testDatabase.database.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  const mailTo = (email: string) =>
    test.testDatabase.database.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body', 'subject', 'kind'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();

  it('mails the admin link to a given address, without the name anyone could have typed', async () => {
    const email = uniqueEmail('teacher');
    const name = 'Prize! Claim CHF 500 at https://example.org/win';
    const created = (await createGroup({ name, language: 'fr', email })).json();
    const mail = await mailTo(email);
    expect(mail.kind).toBe('group_admin');
    expect(mail.text_body).toContain(`/fr/group/${created.code}#admin=${created.adminSecret}`);
    for (const text of [mail.subject, mail.text_body, mail.html_body]) {
      expect(text).not.toContain('Prize');
      expect(text).not.toContain('example.org');
    }
  });

  it('names the group in the mail to the logged-in creator’s own confirmed address', async () => {
    const user = await createLoggedInUser(test);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      headers: user.auth,
      payload: { name: 'Team Süd', language: 'de', email: user.email.toUpperCase() },
    });
    expect(created.statusCode).toBe(201);
    const mail = await mailTo(user.email.toUpperCase());
    expect(mail.subject).toContain('Team Süd');
  });

  it('shows the cross only from five members on, as the mean and quartiles of their bands', async () => {
    const { code } = await newGroup();
    const scores: number[][] = [];
    for (let n = 1; n <= GROUP_MINIMUM_MEMBERS; n += 1) {
      const { response } = await newResult((n % 3) + 1, code);
      expect(response.statusCode).toBe(201);
      // The scores the server computed and stored for the member.
      const cross = response.json().swissCross as Record<string, number>;
      scores.push(Array.from({ length: 12 }, (_, d) => cross[`score${d + 1}`] ?? 0));
      const group = (await readGroup(code)).json();
      expect(group.members).toBe(n);
      if (n < GROUP_MINIMUM_MEMBERS) {
        expect([group.average, group.spread, group.versions]).toEqual([null, null, []]);
      }
    }
    const group = (await readGroup(code)).json();
    expect(group.versions).toEqual([questionnaire.version]);
    for (const { index } of VALUE_DIMENSIONS) {
      const values = scores.map((s) => valueStandIn(s[index] ?? 0));
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      expect(group.average[`score${index + 1}`]).toBeCloseTo(mean, 3);
      const [low, high] = group.spread[`score${index + 1}`];
      expect(low).toBeLessThanOrEqual(high);
    }
    // Nothing of a member: no result codes in the group's answer.
    expect(Object.keys(group.average)).toHaveLength(8);
  });

  it('names the questionnaire versions its members answered, once the cross shows', async () => {
    const { code } = await newGroup();
    const older = versionsInOrder().filter((version) => version !== questionnaire.version);
    for (let n = 1; n < GROUP_MINIMUM_MEMBERS; n += 1) await newResult(2, code);
    for (const version of older) {
      const answers = pickAnswers(questionnaires[version] ?? questionnaire, { row: 2 });
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        payload: { answers, questionnaireVersion: version, group: code },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(older.length).toBeGreaterThan(0);
    const group = (await readGroup(code)).json();
    expect(group.versions).toEqual([...older, questionnaire.version]);
  });

  it('puts members of several versions on one basis: every result scored by the newest key', async () => {
    const { code } = await newGroup();
    const olderVersion = versionsInOrder()[0] ?? '';
    const older = questionnaires[olderVersion];
    if (!older || olderVersion === questionnaire.version) throw new Error('no older version');
    // Four members of the current version as stored, one of the older scored by the newer key.
    const stored: number[][] = [];
    for (let n = 1; n < GROUP_MINIMUM_MEMBERS; n += 1) {
      const { response } = await newResult(n, code);
      const cross = response.json().swissCross as Record<string, number>;
      stored.push(VALUE_DIMENSIONS.map(({ index }) => cross[`score${index + 1}`] ?? 0));
    }
    const answers = pickAnswers(older, { row: 4, shortOnly: true });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, questionnaireVersion: olderVersion, group: code },
    });
    expect(response.statusCode).toBe(201);
    const cross = response.json().swissCross as Record<string, number>;
    const asStored = VALUE_DIMENSIONS.map(({ index }) => cross[`score${index + 1}`] ?? 0);
    const keyed = scoreByKey(questionnaire.questions, {
      questions: older.questions,
      longVersionAttempted: false,
      answerIds: answers,
    });
    const byKey = VALUE_DIMENSIONS.map(({ index }) => keyed[index] ?? 0);
    const group = (await readGroup(code)).json();
    const mean = (rows: number[][], v: number) =>
      rows.reduce((sum, row) => sum + valueStandIn(row[v] ?? 0), 0) / rows.length;
    const differs = VALUE_DIMENSIONS.filter(
      (_, v) => Math.abs(mean([...stored, byKey], v) - mean([...stored, asStored], v)) > 0.001,
    );
    // The basis matters for this member: as stored, the average would read otherwise.
    expect(differs.length).toBeGreaterThan(0);
    VALUE_DIMENSIONS.forEach(({ index }, v) => {
      expect(group.average[`score${index + 1}`]).toBeCloseTo(mean([...stored, byKey], v), 3);
    });
  });

  it('refuses a new result for an unknown or closed group, and stores no result then', async () => {
    const unknown = await newResult(1, 'AAAAAAAAAA');
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.json().fields).toEqual({ group: ['unknown_group'] });
    const { code, adminSecret } = await newGroup();
    const close = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${code}`,
      headers: { 'x-group-secret': adminSecret },
      payload: { closed: true },
    });
    expect(close.statusCode).toBe(200);
    expect(close.json().closed).toBe(true);
    const closed = await newResult(1, code);
    expect(closed.response.statusCode).toBe(400);
    expect(closed.response.json().fields).toEqual({ group: ['group_closed'] });
    expect((await readGroup(code)).json().members).toBe(0);
  });

  it('adds and removes an existing result only with its secret; one group per result', async () => {
    const first = await newGroup();
    const second = await newGroup();
    const result = await newResult(2);
    expect((await member(first.code, result.code, 'PUT')).statusCode).toBe(403);
    expect((await member(first.code, result.code, 'PUT', 'wrong')).statusCode).toBe(403);
    expect((await member(first.code, result.code, 'PUT', first.adminSecret)).statusCode).toBe(403);
    expect((await member(first.code, result.code, 'PUT', result.secret)).statusCode).toBe(204);
    // Again: nothing changes.
    expect((await member(first.code, result.code, 'PUT', result.secret)).statusCode).toBe(204);
    expect((await readGroup(first.code)).json().members).toBe(1);
    const elsewhere = await member(second.code, result.code, 'PUT', result.secret);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().fields).toEqual({ group: ['in_other_group'] });
    expect((await member(first.code, result.code, 'DELETE', 'wrong')).statusCode).toBe(403);
    expect((await member(first.code, result.code, 'DELETE', result.secret)).statusCode).toBe(204);
    expect((await readGroup(first.code)).json().members).toBe(0);
    expect((await member(second.code, result.code, 'PUT', result.secret)).statusCode).toBe(204);
    expect((await member('AAAAAAAAAA', result.code, 'PUT', result.secret)).statusCode).toBe(404);
  });

  it('closes, reopens and deletes only with the admin secret; members keep their results', async () => {
    const { code, adminSecret } = await newGroup();
    const result = await newResult(1, code);
    const patch = (secret: string | undefined, closed: boolean) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/v1/groups/${code}`,
        headers: secret === undefined ? {} : { 'x-group-secret': secret },
        payload: { closed },
      });
    expect((await patch(undefined, true)).statusCode).toBe(403);
    expect((await patch(result.secret, true)).statusCode).toBe(403);
    expect((await patch(adminSecret, true)).json().closed).toBe(true);
    expect((await member(code, (await newResult(2)).code, 'PUT', 'x')).statusCode).toBe(403);
    const late = await newResult(2);
    const refused = await member(code, late.code, 'PUT', late.secret);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ group: ['group_closed'] });
    expect((await patch(adminSecret, false)).json().closed).toBe(false);
    const remove = (secret?: string) =>
      test.app.inject({
        method: 'DELETE',
        url: `/api/v1/groups/${code}`,
        headers: secret === undefined ? {} : { 'x-group-secret': secret },
      });
    expect((await remove()).statusCode).toBe(403);
    expect((await remove(adminSecret)).statusCode).toBe(204);
    expect((await readGroup(code)).statusCode).toBe(404);
    const kept = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${result.code}` });
    expect(kept.statusCode).toBe(200);
    expect((await remove(adminSecret)).statusCode).toBe(404);
  });

  it('exports and erases the groups a logged-in user created; their members keep their results', async () => {
    const user = await createLoggedInUser(test);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      headers: user.auth,
      payload: { name: 'Chor Bern', language: 'de' },
    });
    const { code } = created.json() as { code: string };
    const result = await newResult(1, code);
    const exported = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/export/',
      headers: user.auth,
    });
    expect(exported.json().groups).toEqual([
      expect.objectContaining({ code, name: 'Chor Bern', language: 'de', closed: false }),
    ]);
    const report = await deleteUserByEmail(
      { db: test.testDatabase.database.db, loginFailureKey: loginFailureKeyFor(test.config) },
      user.email,
    );
    expect(report?.groups).toBe(1);
    expect((await readGroup(code)).statusCode).toBe(404);
    const kept = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${result.code}` });
    expect(kept.statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed group codes', async () => {
    for (const code of ['AAAAAAAAAA', 'short', '..%2F..']) {
      expect((await readGroup(code)).statusCode).toBe(404);
    }
  });
});

describe(`group admin mails under the cap of mails to unconfirmed addresses (${testDialect()})`, () => {
  const test = useTestApp({ UNCONFIRMED_MAILS_PER_HOUR: '2' });

  it('makes a third group in the hour without its mail, and says so', async () => {
    const create = (email?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/groups/',
        payload: { name: 'Klasse 3b', language: 'de', ...(email && { email }) },
      });
    const count = async (table: 'groups' | 'mail_outbox') =>
      Number(
        (
          await test.testDatabase.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect((await create(uniqueEmail('a'))).json()).toMatchObject({ mailed: true });
    expect((await create(uniqueEmail('b'))).json()).toMatchObject({ mailed: true });
    const [groups, mails] = [await count('groups'), await count('mail_outbox')];
    const third = await create(uniqueEmail('c'));
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ mailed: false });
    expect(third.json().adminSecret).toMatch(/^[\w-]{43}$/);
    expect(await count('groups')).toBe(groups + 1);
    expect(await count('mail_outbox')).toBe(mails);
    // Without an address nothing is mailed, so nothing is capped.
    expect((await create()).json()).toMatchObject({ mailed: false });
  });
});
