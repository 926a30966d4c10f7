import { describe, expect, it } from 'vitest';
import { passwordResetConfirmPath, passwordResetPath } from '@values-cross/contract/paths';
import { fakeApi, formOf } from '@/testing/fake-api';
import { changePasswordFromForm, requestResetFromForm } from './password-actions';

const NEW_PASSWORD = 'Gotthard#Tunnel57k';

describe('requestResetFromForm (a reset request sent before the scripts ran)', () => {
  it('asks for the mail with the address trimmed', async () => {
    const api = fakeApi({ [passwordResetPath]: { body: { status: 'OK' } } });
    expect(await requestResetFromForm(formOf({ email: ' lia@example.ch ' }), api.context)).toEqual({
      requested: true,
    });
    expect(api.sent).toMatchObject([{ path: passwordResetPath, method: 'POST' }]);
    expect(api.sent[0]?.body).toEqual({ email: 'lia@example.ch' });
  });

  it('asks for nothing while the address is missing or malformed, and keeps it as typed', async () => {
    const api = fakeApi({});
    expect(await requestResetFromForm(formOf({ email: 'lia@' }), api.context)).toEqual({
      problem: 'emailFormat',
      failure: null,
      email: 'lia@',
    });
    expect(await requestResetFromForm(formOf({}), api.context)).toMatchObject({
      problem: 'emailRequired',
    });
    expect(api.sent).toHaveLength(0);
  });

  it('says the server refused it, generically when its reason is none of the known', async () => {
    const api = fakeApi({ [passwordResetPath]: { status: 429, body: { detail: 'rate_limited' } } });
    expect(await requestResetFromForm(formOf({ email: 'lia@example.ch' }), api.context)).toEqual({
      problem: null,
      failure: 'generic',
      email: 'lia@example.ch',
    });
  });
});

describe('changePasswordFromForm (a new password sent to the mailed link before the scripts ran)', () => {
  const form = (password: string, passwordRepeat = password) =>
    formOf({ password, passwordRepeat });

  it('sets the password with the link’s token', async () => {
    const api = fakeApi({ [passwordResetConfirmPath]: { body: { status: 'OK' } } });
    expect(await changePasswordFromForm(form(NEW_PASSWORD), 'tok-1', api.context)).toEqual({
      changed: true,
    });
    expect(api.sent[0]?.body).toEqual({ token: 'tok-1', password: NEW_PASSWORD });
  });

  it('says what to correct and sends nothing, never echoing a password', async () => {
    const api = fakeApi({});
    expect(await changePasswordFromForm(form('', ''), 'tok', api.context)).toEqual({
      problems: { password: 'required', passwordRepeat: 'required' },
      failure: null,
    });
    expect(await changePasswordFromForm(form('short'), 'tok', api.context)).toEqual({
      problems: { password: 'passwordRule' },
      failure: null,
    });
    expect(
      await changePasswordFromForm(form(NEW_PASSWORD, `${NEW_PASSWORD}x`), 'tok', api.context),
    ).toEqual({ problems: { passwordRepeat: 'passwordsMatch' }, failure: null });
    expect(api.sent).toHaveLength(0);
  });

  it('passes on why the server refused it: a spent link, a common password', async () => {
    const spent = fakeApi({
      [passwordResetConfirmPath]: { status: 400, body: { detail: 'token_invalid' } },
    });
    expect(await changePasswordFromForm(form(NEW_PASSWORD), 'old', spent.context)).toEqual({
      problems: {},
      failure: 'token_invalid',
    });
    const common = fakeApi({
      [passwordResetConfirmPath]: {
        status: 400,
        body: { detail: 'invalid', fields: { password: ['password_common'] } },
      },
    });
    expect(await changePasswordFromForm(form(NEW_PASSWORD), 'tok', common.context)).toEqual({
      problems: {},
      failure: 'password_common',
    });
  });
});
