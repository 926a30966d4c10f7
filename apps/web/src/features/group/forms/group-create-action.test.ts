import { describe, expect, it } from 'vitest';
import { groupsPath } from '@values-cross/contract/paths';
import { fakeApi, formOf } from '@/testing/fake-api';
import { createGroupFromForm } from './group-create-action';

const CREATED = {
  code: 'Ab12Cd34Ef',
  name: 'Klasse 3b',
  adminSecret: 'secret-1',
  joinUrl: 'https://werte.example/de/group/Ab12Cd34Ef',
  mailed: true,
};

describe('createGroupFromForm (a group form sent before the scripts ran)', () => {
  it('makes the group in the page’s language and answers its admin secret', async () => {
    const api = fakeApi({ [groupsPath]: { status: 201, body: CREATED } });
    const answer = await createGroupFromForm(
      formOf({ name: ' Klasse 3b ', email: 'lehrer@example.ch' }),
      'it',
      api.context,
    );
    expect(answer).toEqual({ created: CREATED, emailGiven: true, here: false });
    // Made on the server, the secret is kept by no browser: only the answer holds it.
    expect(localStorage.getItem('values-cross:group-admin')).toBeNull();
    expect(api.sent[0]?.body).toEqual({
      name: 'Klasse 3b',
      language: 'it',
      email: 'lehrer@example.ch',
    });
  });

  it('sends no address when none was given', async () => {
    const api = fakeApi({ [groupsPath]: { status: 201, body: CREATED } });
    expect(await createGroupFromForm(formOf({ name: 'Team' }), 'de', api.context)).toMatchObject({
      emailGiven: false,
    });
    expect(api.sent[0]?.body).toEqual({ name: 'Team', language: 'de' });
  });

  it('says what to correct, and the server’s refusal as the form reads it', async () => {
    const api = fakeApi({
      [groupsPath]: { status: 400, body: { detail: 'invalid', fields: { name: ['invalid'] } } },
    });
    expect(await createGroupFromForm(formOf({ name: '', email: 'x@' }), 'de', api.context)).toEqual(
      {
        problems: { name: 'nameRequired', email: 'emailFormat' },
        refusal: null,
        values: { name: '', email: 'x@' },
      },
    );
    expect(api.sent).toHaveLength(0);
    expect(await createGroupFromForm(formOf({ name: 'Böse' }), 'de', api.context)).toEqual({
      problems: {},
      refusal: { status: 400, code: 'invalid', fields: { name: ['invalid'] } },
      values: { name: 'Böse', email: '' },
    });
  });

  it('made by the browser, keeps the admin secret in it', async () => {
    const api = fakeApi({ [groupsPath]: { status: 201, body: CREATED } });
    const answer = await createGroupFromForm(
      formOf({ name: 'Klasse 3b' }),
      'de',
      api.context,
      true,
    );
    expect(answer).toMatchObject({ here: true });
    expect(JSON.parse(localStorage.getItem('values-cross:group-admin') ?? '{}')).toEqual({
      [CREATED.code]: CREATED.adminSecret,
    });
    localStorage.clear();
  });
});
