import { describe, expect, it } from 'vitest';
import { apiPath, mePath, profilePath } from '@values-cross/contract/paths';
import { fakeApi, formOf } from '@/testing/fake-api';
import { saveProfileFromForm } from './profile-action';
import { meAnswer } from '@/testing/accounts';

const ME = meAnswer();
const PROFILE = {
  id: 7,
  firstName: 'Lia',
  lastName: 'Muster',
  email: 'anna@example.ch',
  language: 'de',
  portraitUrl: null,
  allowedInGallery: true,
  swissCross: null,
  deletionContact: 'privacy@example.ch',
};
const answers = (profile: { status?: number; body: unknown }) => ({
  [mePath]: { body: ME },
  [apiPath(profilePath, { id: 7 })]: profile,
});

describe('saveProfileFromForm (a profile form sent before the scripts ran)', () => {
  it('saves names and consent as the login the server found, and no password unless new', async () => {
    const api = fakeApi(answers({ body: PROFILE }), 'access-1');
    const answer = await saveProfileFromForm(
      formOf({ firstName: ' Lia ', lastName: 'Muster', allowedInGallery: 'on', oldPassword: 'x' }),
      api.context,
    );
    expect(answer).toEqual({ saved: PROFILE });
    expect(api.sent[1]).toMatchObject({ method: 'PATCH' });
    expect(api.sent[1]?.body).toEqual({
      firstName: 'Lia',
      lastName: 'Muster',
      allowedInGallery: 'true',
    });
  });

  it('does nothing without a login, and says what to correct without asking the server', async () => {
    const nobody = fakeApi(answers({ body: PROFILE }));
    expect(await saveProfileFromForm(formOf({ firstName: 'Lia' }), nobody.context)).toBeNull();
    expect(nobody.sent).toHaveLength(0);
    const api = fakeApi(answers({ body: PROFILE }), 'access-1');
    const answer = await saveProfileFromForm(
      formOf({ firstName: 'Lia', lastName: '', newPassword: 'short' }),
      api.context,
    );
    expect(answer).toEqual({
      problems: { lastName: 'required', newPassword: 'passwordRule', oldPassword: 'required' },
      failure: null,
      values: { firstName: 'Lia', lastName: '', allowedInGallery: false },
    });
    expect(api.sent).toHaveLength(0);
  });

  it('passes on the server’s reason (a wrong old password)', async () => {
    const api = fakeApi(
      answers({ status: 400, body: { detail: 'old_password_wrong' } }),
      'access-1',
    );
    const answer = await saveProfileFromForm(
      formOf({
        firstName: 'Lia',
        lastName: 'Muster',
        oldPassword: 'wrong',
        newPassword: 'Zuerich#Sonne7',
      }),
      api.context,
    );
    expect(answer).toMatchObject({ problems: {}, failure: 'old_password_wrong' });
    expect(JSON.stringify(answer)).not.toContain('Zuerich#Sonne7');
  });
});
