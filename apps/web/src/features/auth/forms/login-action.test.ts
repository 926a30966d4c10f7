import { describe, expect, it } from 'vitest';
import { mePath, registrationResendPath, tokenPath } from '@values-cross/contract/paths';
import { getAuth } from '@/lib/auth-session';
import { fakeApi, formOf } from '@/testing/fake-api';
import { logInFromForm } from './login-action';
import { meAnswer } from '@/testing/accounts';

const ME = meAnswer({ swissCross: 'AbCdEf123456' });

describe('logInFromForm (a login form sent before the scripts ran)', () => {
  it('answers the login for the browser to keep, and keeps none itself', async () => {
    const api = fakeApi({ [tokenPath]: { body: { access: 'access-1' } }, [mePath]: { body: ME } });
    const answer = await logInFromForm(
      formOf({ email: ' anna@example.ch ', password: 'pw' }),
      api.context,
    );
    expect(answer).toEqual({
      auth: {
        token: 'access-1',
        id: 7,
        firstName: 'Anna',
        lastName: 'Muster',
        swissCross: 'AbCdEf123456',
        allowedInGallery: false,
      },
    });
    expect(api.sent[0]?.body).toEqual({ email: 'anna@example.ch', password: 'pw' });
    expect(api.sent[1]?.headers.get('authorization')).toBe('Bearer access-1');
    // The server renders for everybody: a login kept in its memory would be everybody's.
    expect(getAuth()).toBeNull();
  });

  it('says what is missing, and the server’s reason, with the address as typed', async () => {
    const api = fakeApi({ [tokenPath]: { status: 401, body: { detail: 'invalid_credentials' } } });
    expect(await logInFromForm(formOf({ email: 'anna@', password: '' }), api.context)).toEqual({
      problems: { email: 'emailFormat', password: 'passwordRequired' },
      failure: null,
      email: 'anna@',
    });
    expect(api.sent).toHaveLength(0);
    expect(
      await logInFromForm(formOf({ email: 'anna@example.ch', password: 'x' }), api.context),
    ).toEqual({ problems: {}, failure: 'invalid_credentials', email: 'anna@example.ch' });
  });

  it('asks for the confirmation mail again for the resend button, not for a login', async () => {
    const api = fakeApi({ [registrationResendPath]: { body: { status: 'OK' } } });
    const resend = formOf({ email: ' lia@example.ch ', password: '', intent: 'resend' });
    expect(await logInFromForm(resend, api.context)).toEqual({
      problems: {},
      failure: null,
      email: 'lia@example.ch',
      resent: true,
    });
    expect(api.sent).toMatchObject([
      { path: registrationResendPath, body: { email: 'lia@example.ch' } },
    ]);
    const refused = fakeApi({
      [registrationResendPath]: { status: 429, body: { detail: 'rate_limited' } },
    });
    expect(await logInFromForm(resend, refused.context)).toEqual({
      problems: {},
      failure: 'generic',
      email: 'lia@example.ch',
    });
  });
});
