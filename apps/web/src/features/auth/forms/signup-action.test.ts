import { describe, expect, it } from 'vitest';
import { registrationPath } from '@values-cross/contract/paths';
import { fakeApi, formOf } from '@/testing/fake-api';
import { contextWith } from '@/lib/render-context';
import { signUpFromForm } from './signup-action';

const PASSWORD = 'Zuerich#Sonne7';
const FIELDS = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: 'anna@example.ch',
  password: PASSWORD,
  passwordRepeat: PASSWORD,
  privacy: 'on',
};
const REGISTERED = {
  body: { id: 1, email: 'anna@example.ch', firstName: 'Anna', lastName: 'Muster' },
  status: 201,
};

describe('signUpFromForm (a signup form sent before the scripts ran)', () => {
  it('registers in the page’s language, without a result, and leads on to /registered', async () => {
    const api = fakeApi({ [registrationPath]: REGISTERED });
    const answer = await signUpFromForm(formOf({ ...FIELDS, gallery: 'on' }), 'fr', api.context);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe('/fr/registered');
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.body).toMatchObject({
      firstName: 'Anna',
      language: 'fr',
      swissCross: null,
      swissCrossSecret: null,
      allowedInGallery: true,
    });
  });

  it('says what to correct without asking the server, and shows no password again', async () => {
    const api = fakeApi({ [registrationPath]: REGISTERED });
    const answer = await signUpFromForm(
      formOf({ ...FIELDS, passwordRepeat: 'other', privacy: '' }),
      'de',
      api.context,
    );
    expect(answer).toEqual({
      problems: { passwordRepeat: 'passwordsMatch', privacy: 'privacyRequired' },
      failure: null,
      values: { firstName: ' Anna ', lastName: 'Muster', email: 'anna@example.ch', gallery: false },
    });
    expect(JSON.stringify(answer)).not.toContain(PASSWORD);
    expect(api.sent).toHaveLength(0);
  });

  it('passes on the server’s reasons it names, and any other as a failed signup', async () => {
    const taken = fakeApi({
      [registrationPath]: { status: 400, body: { detail: 'email_exists' } },
    });
    expect(await signUpFromForm(formOf(FIELDS), 'it', taken.context)).toMatchObject({
      problems: {},
      failure: 'email_exists',
    });
    const busy = fakeApi({ [registrationPath]: { status: 503, body: { detail: 'unavailable' } } });
    expect(await signUpFromForm(formOf(FIELDS), 'it', busy.context)).toMatchObject({
      failure: 'signup_failed',
    });
  });

  it('brings the browser’s results when the browser sends it, and leaves out a result an account saved already', async () => {
    const claims = {
      swissCross: 'A1b2C3d4E5f6',
      swissCrossSecret: 'secret-a',
      earlierResults: [{ code: 'B1b2C3d4E5f6', secret: 'secret-b' }],
    };
    const api = fakeApi({ [registrationPath]: REGISTERED });
    await signUpFromForm(formOf(FIELDS), 'de', api.context, claims);
    expect(api.sent[0]?.body).toMatchObject(claims);

    let calls = 0;
    const saved = contextWith(async (input, init) => {
      calls += 1;
      const body = JSON.parse(String(init?.body)) as { swissCross: string | null };
      return body.swissCross
        ? new Response(JSON.stringify({ detail: 'unknown_result' }), { status: 400 })
        : new Response(JSON.stringify(REGISTERED.body), { status: 201 });
    });
    const answer = await signUpFromForm(formOf(FIELDS), 'de', saved, claims);
    expect(answer).toBeInstanceOf(Response);
    expect(calls).toBe(2);
  });
});
