import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createLoggedInUser, uniqueEmail } from '../../testing/test-accounts';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';
import { createUserWithData } from '../../testing/user-with-data';
import { loginFailureKeyFor } from '../accounts';
import { deleteUserByEmail } from './user-deletion';

const answers = pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true });

describe(`data export and deletion (${testDialect()})`, () => {
  const test = useTestApp();
  const dataAccess = () => ({
    db: test.testDatabase.database.db,
    loginFailureKey: loginFailureKeyFor(test.config),
  });

  /** A user with a cross, a portrait, gallery consent and a newsletter subscription. */
  const richUser = () => createUserWithData(test, { language: 'fr' });

  it('exports everything stored about the user as a JSON download, without the password hash', async () => {
    const user = await richUser();
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/export/',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="values-cross-export.json"',
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const data = response.json();
    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Anna',
      language: 'fr',
    });
    expect(data.consents).toEqual({ allowedInGallery: true, newsletter: false });
    expect(data.swissCross).toBe(user.code);
    expect(data.answerSets.map((set: { code: string }) => set.code)).toEqual([user.code]);
    expect(data.answerSets[0].answerIds).toEqual(answers);
    expect(data.about).toEqual([
      {
        result: user.code,
        canton: 'GR',
        ageBand: '35-49',
        languageRegion: 'rm',
        consentedAt: expect.any(String),
      },
    ]);
    expect(data.portrait.dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(data.newsletter).toMatchObject({ email: user.email, confirmedAt: null });
    expect(data.logins.length).toBeGreaterThan(0);
    expect(data.mails.map((mail: { kind: string }) => mail.kind)).toEqual([
      'registration_confirm',
      'newsletter_confirm',
    ]);
    expect(response.body).not.toMatch(/\$argon2id/);
    expect(response.body).not.toContain(user.refresh);
  });

  it('downloads it by a link of the site’s own pages with the login’s cookie, never for another site', async () => {
    const user = await createLoggedInUser(test);
    const download = (headers: Record<string, string>, refresh = user.refresh) =>
      test.app.inject({
        method: 'GET',
        url: '/api/v1/account/export/',
        cookies: { refresh_token: refresh },
        headers,
      });
    const own = await download({ 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({ id: user.id, email: user.email });
    expect(own.headers['content-disposition']).toContain('attachment');
    // Another site's page, a typed address, a cookie of no login: nothing.
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'none' }]) {
      expect((await download(headers)).statusCode).toBe(401);
    }
    expect((await download({ 'sec-fetch-site': 'same-origin' }, 'forged')).statusCode).toBe(401);
  });

  it('deletes a user and their data by e-mail address, keeping the result anonymous', async () => {
    const user = await richUser();
    const neighbour = await richUser();
    const report = await deleteUserByEmail(dataAccess(), user.email.toUpperCase());
    expect(report).toEqual({
      userId: user.id,
      answerSetsDetached: 1,
      resultAbout: 1,
      resultPictures: 0,
      portraitImages: 3,
      refreshTokens: 1,
      linkTokens: 1,
      loginFailures: 0,
      mails: 2,
      newsletterSubscriptions: 1,
      groups: 0,
    });
    const db = test.testDatabase.database.db;
    // What the person told is deleted; the neighbour's stays.
    const told = db.selectFrom('result_about').select('code');
    expect(await told.where('code', 'in', [user.code, neighbour.code]).execute()).toEqual([
      { code: neighbour.code },
    ]);
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual(
      [],
    );
    // The result stays, anonymous, under a new code: the old one leads nowhere (decision 0009).
    const result = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${user.code}` });
    expect(result.statusCode).toBe(404);
    const anonymous = await db
      .selectFrom('answer_sets')
      .select('owner_id')
      .where('owner_id', 'is', null)
      .execute();
    expect(anonymous.length).toBeGreaterThan(0);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/me/',
      headers: user.auth,
    });
    expect(me.statusCode).toBe(401);
    const refresh = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // Nobody else's data is touched.
    const other = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/me/',
      headers: neighbour.auth,
    });
    expect(other.json().swissCross).toBe(neighbour.code);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/v1/gallery/${neighbour.id}/` }))
        .statusCode,
    ).toBe(200);
  });

  it('finds and deletes the mails to an address with non-ASCII capitals, however it was typed', async () => {
    const email = `ÉLODIE.ÇA-${Date.now()}@example.ch`;
    const signup = await test.app.inject({
      method: 'POST',
      url: '/api/v1/registration/',
      payload: {
        email,
        password: 'Kreuz-Stich-42x',
        firstName: 'Élodie',
        lastName: 'Çava',
        language: 'fr',
      },
    });
    expect(signup.statusCode).toBe(201);
    const db = test.testDatabase.database.db;
    const queued = () =>
      db.selectFrom('mail_outbox').select('recipient').where('recipient', '=', email).execute();
    expect(await queued()).toHaveLength(1);
    const report = await deleteUserByEmail(dataAccess(), email.toLowerCase());
    expect(report?.mails).toBe(1);
    expect(await queued()).toEqual([]);
  });

  it('deletes a newsletter-only subscriber too, and reports null when nothing is stored', async () => {
    const email = uniqueEmail('only-news');
    await test.app.inject({ method: 'POST', url: '/api/v1/user/', payload: { email } });
    const report = await deleteUserByEmail(dataAccess(), email);
    expect(report).toMatchObject({ userId: null, newsletterSubscriptions: 1, mails: 1 });
    expect(await deleteUserByEmail(dataAccess(), email)).toBeNull();
  });
});
