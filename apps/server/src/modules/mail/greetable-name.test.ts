import { describe, expect, it } from 'vitest';
import { greetableName } from './greetable-name';

describe('greetableName', () => {
  it('greets with a first name of letters, spaces, hyphens and apostrophes', () => {
    for (const name of ['Beat', 'Léa', 'Anna-Lena', 'D’Arcy', "O'Neill", 'Maria José', 'Zoë ']) {
      expect(greetableName(name)).toBe(name.trim());
    }
  });

  it('leaves out anything that could carry a message: links, numbers, signs, long text', () => {
    for (const name of [
      'www.example.com',
      'Visit example.com',
      'Call 0800 123',
      'Anna!',
      'a  b',
      '-Anna',
      'Anna-',
      'You have won a prize',
      'A'.repeat(31),
      'Anna\u202eevil',
      '',
      null,
      undefined,
    ]) {
      expect(greetableName(name)).toBeNull();
    }
  });
});
