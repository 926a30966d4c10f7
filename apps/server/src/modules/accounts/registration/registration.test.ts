import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../../testing/answer-picks';
import {
  createUser,
  mailedToken,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../testing/test-accounts';
import { useTestApp } from '../../../testing/use-test-app';
import { testDialect } from '../../../testing/test-database';

describe(`registration (${testDialect()})`, () => {
  const test = useTestApp();

  const register = (payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: '/api/v1/registration/', payload });
  const valid = () => ({
    firstName: 'Beat',
    lastName: 'Keller',
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    language: 'fr',
  });
  const confirm = (token: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/registration/confirm/', payload: { token } });
  const login = (email: string, password = TEST_PASSWORD) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email, password },
    });

  it('registers, queues the confirmation mail in the user’s language and confirms once', async () => {
    const payload = valid();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: payload.email, firstName: 'Beat' });
    const mail = await test.testDatabase.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', payload.email)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'registration_confirm', language: 'fr', sent_at: null });
    expect(mail.text_body).toContain(`${test.config.publicUrl}/fr/confirm?token=`);
    // A plain first name greets, also before the address is confirmed.
    expect(mail.text_body).toContain('Beat');

    const unconfirmed = await login(payload.email);
    expect(unconfirmed.statusCode).toBe(401);
    expect(unconfirmed.json()).toEqual({ detail: 'email_not_confirmed' });

    const token = await mailedToken(test, payload.email, '/confirm');
    expect((await confirm(token)).json()).toEqual({ status: 'OK' });
    expect((await login(payload.email)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('token_invalid');
  });

  it('keeps the gallery consent given on the signup form, and no consent without it', async () => {
    const users = test.testDatabase.database.db
      .selectFrom('users')
      .select(['email', 'allowed_in_gallery']);
    const consenting = { ...valid(), allowedInGallery: true };
    const silent = valid();
    expect((await register(consenting)).statusCode).toBe(201);
    expect((await register(silent)).statusCode).toBe(201);
    const rows = await users.where('email', 'in', [consenting.email, silent.email]).execute();
    const consent = Object.fromEntries(
      rows.map((row) => [row.email, Number(row.allowed_in_gallery)]),
    );
    expect(consent).toEqual({ [consenting.email]: 1, [silent.email]: 0 });
  });

  it('sends the confirmation mail again with a new link that replaces the old one', async () => {
    const payload = valid();
    await register(payload);
    const first = await mailedToken(test, payload.email, '/confirm');
    const resend = (email: string) =>
      test.app.inject({ method: 'POST', url: '/api/v1/registration/resend/', payload: { email } });
    expect((await resend(payload.email.toUpperCase())).json()).toEqual({ status: 'OK' });
    const mails = await test.testDatabase.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'language'])
      .where('recipient', '=', payload.email)
      .execute();
    expect(mails).toEqual([
      { kind: 'registration_confirm', language: 'fr' },
      { kind: 'registration_confirm', language: 'fr' },
    ]);
    expect((await confirm(first)).json().detail).toBe('token_invalid');
    const second = await mailedToken(test, payload.email, '/confirm');
    expect(second).not.toBe(first);
    expect((await confirm(second)).json()).toEqual({ status: 'OK' });
    const again = await resend(payload.email);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('already_confirmed');
    const unknown = await resend('nobody@example.ch');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('email_not_found');
  });

  it('answers token_invalid for an unknown token and token_expired for an old one', async () => {
    expect((await confirm('nonsense')).json().detail).toBe('token_invalid');
    const payload = valid();
    await register(payload);
    const token = await mailedToken(test, payload.email, '/confirm');
    await test.testDatabase.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'confirm')
      .execute();
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('token_expired');
  });

  it('refuses a known e-mail address whatever its case with 400 email_exists', async () => {
    const payload = valid();
    expect((await register(payload)).statusCode).toBe(201);
    const duplicate = await register({ ...valid(), email: payload.email.toUpperCase() });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({
      detail: 'email_exists',
      fields: { email: ['email_exists'] },
    });
  });

  it.each([
    ['too short', 'Kurz-1x', 'password_rules'],
    ['without a special character', 'Kreuzstich42x', 'password_rules'],
    ['a common pattern', 'Password123!', 'password_common'],
    ['a common pattern in German', 'Passwort2024!', 'password_common'],
    ['a common word with look-alikes', 'W3lc0me2024!', 'password_common'],
    ['the e-mail local part', 'Zeta-Person-99', 'password_personal'],
    ['the first name', 'xBeatrice#77', 'password_personal'],
  ])('refuses a password that is %s', async (_name, password, reason) => {
    const response = await register({
      ...valid(),
      email: `zeta-person-${Date.now()}@example.ch`,
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'invalid', fields: { password: [reason] } });
  });

  it.each([
    ['a malformed e-mail', { email: 'anna@example' }, 'email'],
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
    ['an unknown language', { language: 'rm' }, 'language'],
    ['a missing password', { password: undefined }, 'password'],
  ])('answers 400 invalid for %s', async (_name, change, field) => {
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('invalid');
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  async function newResult(): Promise<{ code: string; secret: string }> {
    const answers = pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers },
    });
    return created.json() as { code: string; secret: string };
  }

  async function ownership(code: string, userId: number) {
    const { db } = test.testDatabase.database;
    const result = await db
      .selectFrom('answer_sets')
      .select('owner_id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const user = await db
      .selectFrom('users')
      .select('swiss_cross')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      owner: result.owner_id === null ? null : Number(result.owner_id),
      cross: user.swiss_cross,
    };
  }

  it('makes a result the user’s cross with its secret, once the address is confirmed', async () => {
    const { code, secret } = await newResult();
    expect(secret).toMatch(/^[\w-]{43}$/);
    const user = await createUser(test, {
      swissCross: code,
      swissCrossSecret: secret,
      confirm: false,
    });
    // Not before the address is confirmed: an unconfirmed sign-up owns nothing.
    expect(await ownership(code, user.id)).toEqual({ owner: null, cross: null });
    const token = await mailedToken(test, user.email, '/confirm');
    const confirmed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/registration/confirm/',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await ownership(code, user.id)).toEqual({ owner: user.id, cross: code });
    // Only the hash of the secret is stored, and the result read by its code does not carry it.
    const stored = await test.testDatabase.database.db
      .selectFrom('answer_sets')
      .select('secret_hash')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secret_hash).not.toContain(secret);
    const read = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${code}` });
    expect(read.body).not.toContain(secret);
    expect(read.json()).not.toHaveProperty('secret');
  });

  it('claims nothing with a result code alone or a wrong secret (a shared link is not proof)', async () => {
    const { code, secret } = await newResult();
    for (const swissCrossSecret of [
      undefined,
      'wrong',
      `${secret.slice(0, -1)}${secret.endsWith('A') ? 'E' : 'A'}`,
    ]) {
      const user = await createUser(test, {
        swissCross: code,
        ...(swissCrossSecret && { swissCrossSecret }),
      });
      expect(await ownership(code, user.id)).toEqual({ owner: null, cross: null });
    }
    // The owner can still claim it afterwards.
    const owner = await createUser(test, { swissCross: code, swissCrossSecret: secret });
    expect(await ownership(code, owner.id)).toEqual({ owner: owner.id, cross: code });
  });

  it('refuses an unknown result and keeps nothing of the refused registration', async () => {
    const { secret } = await newResult();
    const payload = { ...valid(), swissCross: 'AAAAAAAAAAAA', swissCrossSecret: secret };
    const refused = await register(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ swissCross: ['unknown_result'] });
    // Nothing of the refused registration is kept: the address is still free.
    expect((await register({ ...payload, swissCross: undefined })).statusCode).toBe(201);
  });

  it('answers alike whether an account owns the result or not: a code tells nobody who owns it', async () => {
    const owned = await newResult();
    const owner = await createUser(test, {
      swissCross: owned.code,
      swissCrossSecret: owned.secret,
    });
    const free = await newResult();
    const answers = [];
    for (const { code, secret } of [owned, free]) {
      const response = await register({ ...valid(), swissCross: code, swissCrossSecret: secret });
      answers.push([response.statusCode, Object.keys(response.json()).sort()]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.[0]).toBe(201);
    // The owned result stays its owner's.
    expect(await ownership(owned.code, owner.id)).toEqual({ owner: owner.id, cross: owned.code });
  });

  it('gives the result to the first confirmed address when two sign-ups hold its secret', async () => {
    const { code, secret } = await newResult();
    const first = await createUser(test, {
      swissCross: code,
      swissCrossSecret: secret,
      confirm: false,
    });
    const second = await createUser(test, { swissCross: code, swissCrossSecret: secret });
    expect(await ownership(code, second.id)).toEqual({ owner: second.id, cross: code });
    const token = await mailedToken(test, first.email, '/confirm');
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/registration/confirm/',
      payload: { token },
    });
    expect(await ownership(code, first.id)).toEqual({ owner: second.id, cross: null });
  });

  it('claims the browser’s earlier results proved by their secrets, once the address is confirmed', async () => {
    const current = await newResult();
    const earlier = await newResult();
    const older = await newResult();
    const wrongSecret = await newResult();
    const someoneElses = await newResult();
    await createUser(test, {
      swissCross: someoneElses.code,
      swissCrossSecret: someoneElses.secret,
    });
    const user = await createUser(test, {
      swissCross: current.code,
      swissCrossSecret: current.secret,
      earlierResults: [
        older,
        earlier,
        { code: wrongSecret.code, secret: 'not-its-secret' },
        someoneElses,
        { code: 'AAAAAAAAAAAA', secret: 'x' },
      ],
      confirm: false,
    });
    // Nothing is the unconfirmed sign-up's yet; the export names what it will claim.
    for (const { code } of [current, earlier, older]) {
      expect((await ownership(code, user.id)).owner).toBeNull();
    }
    const token = await mailedToken(test, user.email, '/confirm');
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/registration/confirm/',
      payload: { token },
    });
    expect(await ownership(current.code, user.id)).toEqual({ owner: user.id, cross: current.code });
    for (const { code } of [earlier, older]) {
      expect((await ownership(code, user.id)).owner).toBe(user.id);
    }
    expect((await ownership(wrongSecret.code, user.id)).owner).toBeNull();
    expect((await ownership(someoneElses.code, user.id)).owner).not.toBe(user.id);
    const pending = await test.testDatabase.database.db
      .selectFrom('users')
      .select('pending_results')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(pending.pending_results).toBeNull();
  });

  it('refuses more than 50 earlier results with a clear error', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ code: `C${i}`, secret: 's' }));
    const refused = await register({ ...valid(), earlierResults: many });
    expect(refused.statusCode).toBe(400);
  });
});
