import { describe, expect, it } from 'vitest';
import { createLoggedInUser, TEST_PASSWORD, uniqueEmail } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

/**
 * What each text a person types may not hold: NUL, controls, bidi and zero-width characters, lone
 * surrogates, private use and the letters and symbols that show as nothing.
 */
const UNSEEN = {
  nul: '\u0000',
  control: '\u0007',
  override: '\u202e',
  isolate: '\u2067',
  arabicMark: '\u061c',
  zeroWidthSpace: '\u200b',
  zeroWidthJoiner: '\u200d',
  wordJoiner: '\u2060',
  loneSurrogate: '\ud800',
  hangulFiller: '\u3164',
  blankBraille: '\u2800',
  graphemeJoiner: '\u034f',
  variationSelector: '\ufe0f',
  privateUse: '\ue000',
};

/** A character as a path holds it; a lone surrogate as the bytes UTF-8 would give it (WTF-8). */
function inPath(mark: string): string {
  try {
    return encodeURIComponent(mark);
  } catch {
    return '%ED%A0%80';
  }
}

describe(`every typed text refuses unseen characters with a 400 naming the field (${testDialect()})`, () => {
  const test = useTestApp();
  const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
    test.app.inject({ method: 'POST', url, payload, headers });

  it.each(Object.entries(UNSEEN))(
    '%s in a name, an address, a code or a token',
    async (_, mark) => {
      const email = uniqueEmail();
      const refusals = [
        [
          'sign-up first name',
          await post('/api/v1/registration/', {
            firstName: `An${mark}na`,
            lastName: 'Keller',
            email,
            password: TEST_PASSWORD,
            language: 'de',
          }),
          'firstName',
        ],
        [
          'sign-up result code',
          await post('/api/v1/registration/', {
            firstName: 'Anna',
            lastName: 'Keller',
            email,
            password: TEST_PASSWORD,
            language: 'de',
            swissCross: `AAAA${mark}AAAAAAA`,
          }),
          'swissCross',
        ],
        [
          'login e-mail',
          await post('/api/v1/account/token/', { email: `a${mark}@b.ch`, password: 'x' }),
          'email',
        ],
        [
          'reset e-mail',
          await post('/api/v1/password_reset/', { email: `a${mark}@b.ch` }),
          'email',
        ],
        [
          'newsletter name',
          await post('/api/v1/user/', { email: uniqueEmail(), firstName: `Be${mark}at` }),
          'firstName',
        ],
        [
          'group name',
          await post('/api/v1/groups/', { name: `Klasse ${mark}3B`, language: 'de' }),
          'name',
        ],
        [
          'confirmation token',
          await post('/api/v1/registration/confirm/', { token: `abc${mark}` }),
          'token',
        ],
      ] as const;
      for (const [what, response, field] of refusals) {
        expect(response.statusCode, what).toBe(400);
        expect(Object.keys(response.json().fields ?? {}), what).toContain(field);
      }
      // A result's address with one: not found, never a server error.
      const read = await test.app.inject({
        method: 'GET',
        url: `/api/v1/answer-set/AAAA${inPath(mark)}AAAAAAA`,
      });
      expect(read.statusCode).toBeLessThan(500);
      // Nothing of a refused sign-up is kept: the address is still free.
      const again = await post('/api/v1/registration/', {
        firstName: 'Anna',
        lastName: 'Keller',
        email,
        password: TEST_PASSWORD,
        language: 'de',
      });
      expect(again.statusCode).toBe(201);
    },
  );

  it('a profile’s names follow the same rule', async () => {
    const user = await createLoggedInUser(test);
    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${user.id}/`,
      headers: user.auth,
      payload: { lastName: `Kel\u202eler` },
    });
    expect(patched.statusCode).toBe(400);
    expect(Object.keys(patched.json().fields)).toContain('lastName');
  });

  it('names in every script, accents and apostrophes pass', async () => {
    const created = await post('/api/v1/registration/', {
      firstName: 'Zoë-Łucja',
      lastName: 'O’Brien محمد',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      language: 'fr',
    });
    expect(created.statusCode).toBe(201);
  });
});
