import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createLoggedInUser, type LoggedIn } from '../../testing/test-accounts';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';

const answers = pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true });

describe(`gallery (${testDialect()})`, () => {
  const test = useTestApp();

  /** A user with a cross (created while logged in) and the given consent. */
  async function member(
    consent: boolean,
    lastName = 'Zürcher',
  ): Promise<LoggedIn & { code: string }> {
    const user = await createLoggedInUser(test, { firstName: 'Urs', lastName });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers: user.auth,
      payload: { answers },
    });
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${user.id}/`,
      headers: user.auth,
      payload: { allowedInGallery: consent },
    });
    return { ...user, code: created.json().code as string };
  }
  const page = (query = '') => test.app.inject({ method: 'GET', url: `/api/v1/gallery/${query}` });

  it('lists only people who consented and have a cross, with first name and last initial', async () => {
    const shown = await member(true, 'ösch');
    const hidden = await member(false);
    const noCross = await createLoggedInUser(test);
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${noCross.id}/`,
      headers: noCross.auth,
      payload: { allowedInGallery: true },
    });
    const body = (await page('?limit=100')).json();
    const ids = body.results.map((item: { id: number }) => item.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(noCross.id);
    const item = body.results.find((entry: { id: number }) => entry.id === shown.id);
    expect(Object.keys(item).sort()).toEqual([
      'firstName',
      'id',
      'lastInitial',
      'portraitUrl',
      'swissCross',
    ]);
    expect(item).toMatchObject({ firstName: 'Urs', lastInitial: 'Ö', portraitUrl: null });
    // The scores only: a result code would lead to the person's answers, which their consent to
    // show their cross does not cover.
    expect(Object.keys(item.swissCross).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `score${i + 1}`).sort(),
    );
    expect(typeof item.swissCross.score12).toBe('number');
    expect(JSON.stringify(body)).not.toContain(shown.email);
    expect(JSON.stringify(body)).not.toContain(shown.code);
    const one = await test.app.inject({ method: 'GET', url: `/api/v1/gallery/${shown.id}/` });
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(shown.code);
    expect(one.json().swissCross).not.toHaveProperty('owner');
  });

  it('pages newest first with a keyset cursor', async () => {
    const people = [await member(true), await member(true), await member(true)];
    const first = (await page('?limit=2')).json();
    expect(first.results.map((p: { id: number }) => p.id)).toEqual([people[2]?.id, people[1]?.id]);
    expect(first.next).toEqual(expect.any(String));
    const second = (await page(`?limit=2&cursor=${first.next}`)).json();
    expect(second.results[0].id).toBe(people[0]?.id);
    const all = (await page('?limit=100')).json();
    expect(all.next).toBeNull();
  });

  it('shows a name stored before the typed-text rule without its unseen characters', async () => {
    const person = await member(true);
    await test.testDatabase.database.db
      .updateTable('users')
      .set({ first_name: 'U\u202ers\u200b', last_name: '\u2067Zürcher' })
      .where('id', '=', person.id)
      .execute();
    const one = await test.app.inject({ method: 'GET', url: `/api/v1/gallery/${person.id}/` });
    expect(one.json()).toMatchObject({ firstName: 'Urs', lastInitial: 'Z' });
  });

  it('removes a person at once when they withdraw consent', async () => {
    const person = await member(true);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/v1/gallery/${person.id}/` })).statusCode,
    ).toBe(200);
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${person.id}/`,
      headers: person.auth,
      payload: { allowedInGallery: false },
    });
    const one = await test.app.inject({ method: 'GET', url: `/api/v1/gallery/${person.id}/` });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ detail: 'not_found' });
    const ids = (await page('?limit=100')).json().results.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(person.id);
  });

  it.each([
    ['a forged cursor', '?cursor=bm9wZQ'],
    ['a limit above 100', '?limit=101'],
    ['a limit of 0', '?limit=0'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await page(query);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for someone who is not in the gallery', async () => {
    const hidden = await member(false);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/v1/gallery/${hidden.id}/` })).statusCode,
    ).toBe(404);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/v1/gallery/999999/' })).statusCode,
    ).toBe(404);
  });
});
