import { describe, expect, it } from 'vitest';
import { aroundPlaceholder, fillPlaceholders } from './placeholders';

describe('catalogue placeholders', () => {
  it('fills every place with its value, numbers included, spaces and dotted names allowed', () => {
    expect(
      fillPlaceholders('{{count}} of {{ total }} ({{a.b}})', { count: 3, total: '5', 'a.b': 'x' }),
    ).toBe('3 of 5 (x)');
  });

  it('keeps a place without a value, or refuses it when strict', () => {
    expect(fillPlaceholders('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(() => fillPlaceholders('Hello {{name}}', {}, { strict: true })).toThrow('{{name}}');
  });

  it('splits a text around one place', () => {
    expect(aroundPlaceholder('Code: {{code}}.', 'code')).toEqual({ before: 'Code: ', after: '.' });
    expect(aroundPlaceholder('No place', 'code')).toEqual({ before: 'No place', after: '' });
  });
});
