import { currentQuestionnaire } from '@values-cross/content';
import { GROUP_MINIMUM_MEMBERS } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import type { TestAppAccess } from '../../testing/test-app';

const questionnaire = currentQuestionnaire();

/** Groups and results through the API, as a group's admin and its members make them. */
function groupsOf(test: TestAppAccess) {
  const newGroup = async () =>
    (
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/groups/',
        payload: { name: 'Klasse 3b', language: 'de' },
      })
    ).json() as { code: string; adminSecret: string };
  const newResult = async (row: number, group?: string, address = '127.0.0.1') => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers: { 'x-forwarded-for': address },
      payload: {
        answers: pickAnswers(questionnaire, { row, shortOnly: true }),
        language: 'de',
        ...(group && { group }),
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { code: string; secret: string };
  };
  const members = (code: string, secret?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/groups/${code}/admin/members`,
      headers: secret === undefined ? {} : { 'x-group-secret': secret },
    });
  const removeMember = (code: string, memberId: string, secret?: string) =>
    test.app.inject({
      method: 'DELETE',
      url: `/api/v1/groups/${code}/admin/members/${memberId}`,
      headers: secret === undefined ? {} : { 'x-group-secret': secret },
    });
  const join = (code: string, result: { code: string; secret: string }, address: string) =>
    test.app.inject({
      method: 'PUT',
      url: `/api/v1/groups/${code}/members/${result.code}`,
      headers: { 'x-result-secret': result.secret, 'x-forwarded-for': address },
    });
  const readGroup = async (code: string) =>
    (await test.app.inject({ method: 'GET', url: `/api/v1/groups/${code}` })).json() as {
      members: number;
      average: object | null;
    };
  return { newGroup, newResult, members, removeMember, join, readGroup };
}

type Listed = { members: { id: string; madeAt: string }[]; more: number };

describe(`a group's admin and its members (${testDialect()})`, () => {
  const test = useTestApp();

  it('lists the members to the admin only, newest first, by the minute each result was made', async () => {
    const api = groupsOf(test);
    const { code, adminSecret } = await api.newGroup();
    const results = [await api.newResult(1, code), await api.newResult(2, code)];
    await api.newResult(3);
    expect((await api.members(code)).statusCode).toBe(403);
    expect((await api.members(code, 'x'.repeat(43))).statusCode).toBe(403);
    expect((await api.members(code, results[0]?.secret)).statusCode).toBe(403);
    expect((await api.members('AAAAAAAAAA', adminSecret)).statusCode).toBe(404);
    const response = await api.members(code, adminSecret);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = response.json() as Listed;
    expect(listed.more).toBe(0);
    expect(listed.members).toHaveLength(2);
    for (const member of listed.members) {
      expect(Object.keys(member).sort()).toEqual(['id', 'madeAt']);
      expect(member.id).toMatch(/^[\w-]{22}$/);
      expect(member.madeAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    }
    expect(new Set(listed.members.map((member) => member.id)).size).toBe(2);
    // Nothing that leads to a member's result: no code, no secret, no score.
    for (const result of results) {
      expect(response.body).not.toContain(result.code);
      expect(response.body).not.toContain(result.secret);
    }
    expect(response.body).not.toMatch(/score/);
  });

  it('removes a member with the admin secret: the result stays its own, the figures update', async () => {
    const api = groupsOf(test);
    const { code, adminSecret } = await api.newGroup();
    const results = [];
    for (let n = 0; n < GROUP_MINIMUM_MEMBERS; n += 1)
      results.push(await api.newResult(n + 1, code));
    expect((await api.readGroup(code)).average).not.toBeNull();
    const [first] = ((await api.members(code, adminSecret)).json() as Listed).members;
    if (!first) throw new Error('no member listed');
    expect((await api.removeMember(code, first.id)).statusCode).toBe(403);
    expect((await api.removeMember(code, first.id, results[0]?.secret)).statusCode).toBe(403);
    expect((await api.removeMember('AAAAAAAAAA', first.id, adminSecret)).statusCode).toBe(404);
    expect((await api.removeMember(code, first.id, adminSecret)).statusCode).toBe(204);
    // Below the minimum again: no average.
    const group = await api.readGroup(code);
    expect(group.members).toBe(GROUP_MINIMUM_MEMBERS - 1);
    expect(group.average).toBeNull();
    const listed = ((await api.members(code, adminSecret)).json() as Listed).members;
    expect(listed.map((member) => member.id)).not.toContain(first.id);
    // Again, or a member that is no longer there: nothing changes.
    expect((await api.removeMember(code, first.id, adminSecret)).statusCode).toBe(204);
    expect((await api.removeMember(code, 'A'.repeat(22), adminSecret)).statusCode).toBe(204);
    expect((await api.readGroup(code)).members).toBe(GROUP_MINIMUM_MEMBERS - 1);
    // Every result is still there, and still its holder's: the removed one is in no group.
    const { db } = test.testDatabase.database;
    const rows = await db
      .selectFrom('answer_sets')
      .select(['code', 'group_id'])
      .where(
        'code',
        'in',
        results.map((result) => result.code),
      )
      .execute();
    expect(rows).toHaveLength(GROUP_MINIMUM_MEMBERS);
    expect(rows.filter((row) => row.group_id === null)).toHaveLength(1);
  });

  it('refuses malformed ids and secrets with 400, never 500', async () => {
    const api = groupsOf(test);
    const { code, adminSecret } = await api.newGroup();
    expect((await api.removeMember(code, 'x'.repeat(65), adminSecret)).statusCode).toBe(400);
    expect((await api.members(code, 'x'.repeat(201))).statusCode).toBe(400);
  });
});

describe(`joining a group per client and network (${testDialect()})`, () => {
  const test = useTestApp({ RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' });

  it('lets one address add 30 results to a group in ten minutes and one /24 60, then 429 for them only', async () => {
    const api = groupsOf(test);
    const { code } = await api.newGroup();
    const other = await api.newGroup();
    const results: { code: string; secret: string }[] = [];
    for (let n = 0; n < 64; n += 1) {
      results.push(await api.newResult((n % 3) + 1, undefined, `10.9.${n}.1`));
    }
    const result = (n: number) => {
      const found = results[n];
      if (!found) throw new Error(`no result ${n}`);
      return found;
    };
    for (let n = 0; n < 30; n += 1) {
      expect((await api.join(code, result(n), '203.0.113.5')).statusCode).toBe(204);
    }
    const refused = await api.join(code, result(30), '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(5 * 60);
    expect((await api.readGroup(code)).members).toBe(30);
    // Another group, or another address of the network, is not touched…
    expect((await api.join(other.code, result(31), '203.0.113.5')).statusCode).toBe(204);
    for (let n = 32; n < 62; n += 1) {
      expect((await api.join(code, result(n), '203.0.113.6')).statusCode).toBe(204);
    }
    // …until the /24 added 60 to the group; another network still joins.
    expect((await api.join(code, result(62), '203.0.113.7')).statusCode).toBe(429);
    expect((await api.join(code, result(63), '198.51.100.7')).statusCode).toBe(204);
    expect((await api.readGroup(code)).members).toBe(61);
  });

  it('counts new results made for the group with the joins; one beyond is refused with the reason', async () => {
    const api = groupsOf(test);
    const { code } = await api.newGroup();
    const other = await api.newResult(2, undefined, '10.10.0.1');
    expect((await api.join(code, other, '203.0.113.30')).statusCode).toBe(204);
    for (let n = 1; n < 30; n += 1) await api.newResult((n % 3) + 1, code, '203.0.113.30');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers: { 'x-forwarded-for': '203.0.113.30' },
      payload: { answers: pickAnswers(questionnaire, { row: 1, shortOnly: true }), group: code },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'rate_limited',
      fields: { group: ['too_many_joins'] },
    });
    expect((await api.readGroup(code)).members).toBe(30);
    // The same answers without the group are a result as ever.
    await api.newResult(1, undefined, '203.0.113.30');
  });
});
