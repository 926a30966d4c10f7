import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_BASE_COUNT, isCommonPassword, MOST_COMMON_COUNT } from './common-passwords';
import { passwordProblem, PasswordHasher } from './passwords';

const person = { email: 'reto.brunner@example.ch', firstName: 'Reto', lastName: 'Brunner' };

describe('passwordProblem (product.md §5 plus common and personal passwords)', () => {
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

  it('refuses the most used passwords dressed up to meet the rule, not the passphrases around them', () => {
    // The five a review found accepted (ASVS V6.2.4: the common passwords that meet the policy).
    for (const password of [
      'Mustang123!',
      'Charlie123!',
      'Baseball1!!',
      'Football1!x',
      'Iloveyou1!x',
    ]) {
      expect(passwordProblem({ ...person, password }), password).toBe('password_common');
    }
    // Every word of the most used, as people dress it up most: capital, year or count, mark.
    const words = dictionary['passwords-common']
      .slice(0, COMMON_BASE_COUNT)
      .filter((word) => /^[a-z]{4,}$/.test(word));
    expect(words.length).toBeGreaterThan(5000);
    const dressed = words.flatMap((word) => {
      const capital = `${word[0]?.toUpperCase()}${word.slice(1)}`;
      return [`${capital}123!`, `${capital}2024?`, `!${capital}1`, `${capital}#7x`];
    });
    expect(dressed.filter((password) => !isCommonPassword(password))).toEqual([]);
    // A passphrase of common words is not one of them.
    for (const password of ['Mustang-Charlie-9x', 'Football&Fondue4', 'Iloveyou-Lugano-42']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
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
