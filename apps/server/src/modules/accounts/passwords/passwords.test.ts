import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword, MOST_COMMON_COUNT } from './common-passwords';
import { passwordProblem, PasswordHasher } from './passwords';

const person = { email: 'reto.brunner@example.ch', firstName: 'Reto', lastName: 'Brunner' };

describe('passwordProblem (spec 5 plus common and personal passwords)', () => {
  it.each([
    ['Kreuz-Stich-42x', null],
    ['Hagebutte&Zimt7', null],
    ['kurz-1A', 'password_rules'],
    ['Password123!', 'password_common'],
    ['Passwort1234!', 'password_common'],
    ['Welcome2024!', 'password_common'],
    ['Willkommen2025?', 'password_common'],
    ['P@ssw0rd2024!', 'password_common'],
    ['!Qwertz12345', 'password_common'],
    ['Sommer2025!', 'password_common'],
    ['Motdepasse1!', 'password_common'],
    ['Zürich-2024!', 'password_common'],
    ['AbAbAbAbAb1!', 'password_common'],
    ['Aa1!Aa1!Aa1!', 'password_common'],
    ['Reto-Sicher-77x', 'password_personal'],
    ['Mein_BRUNNER_9', 'password_personal'],
  ])('%j -> %s', (password, expected) => {
    expect(passwordProblem({ ...person, password })).toBe(expected);
  });

  it('refuses each of the 3,000 most used passwords, in any case', () => {
    const top = dictionary['passwords-common'].slice(0, MOST_COMMON_COUNT);
    expect(top).toHaveLength(3000);
    expect(top.filter((word) => !isCommonPassword(word))).toEqual([]);
    expect(top.filter((word) => !isCommonPassword(word.toUpperCase()))).toEqual([]);
    // Past the list and the words common passwords are built from, a password is not common.
    expect(isCommonPassword('Kreuz-Stich-42x')).toBe(false);
  });

  it('finds common words whatever the case and accents', () => {
    expect(isCommonPassword('SCHWEIZ2024!')).toBe(true);
    expect(isCommonPassword('Genève-1815!')).toBe(true);
    expect(isCommonPassword('Genève-Rösti-1815!')).toBe(false);
  });
});

describe('PasswordHasher', () => {
  it('stores argon2id hashes with the configured memory and checks them', async () => {
    const hasher = new PasswordHasher(19_456);
    const stored = await hasher.hash('Kreuz-Stich-42x');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'Kreuz-Stich-42x')).toBe(true);
    expect(await hasher.verify(stored, 'Kreuz-Stich-42y')).toBe(false);
    expect(await hasher.verify(undefined, 'Kreuz-Stich-42x')).toBe(false);
    expect(await hasher.verify('garbage', 'Kreuz-Stich-42x')).toBe(false);
  });
});
