import { describe, expect, it } from 'vitest';
import { parseNavigationText } from './navigation-text';

describe('parseNavigationText (product.md §7: navigation.json)', () => {
  it.each([
    ['[{"title":"A","url":"/a"}]', [{ title: 'A', url: '/a' }]],
    [
      '[\n  {"title":"A","url":"/a"},\n  {"title":"B","url":"https://b.ch"},\n]',
      [
        { title: 'A', url: '/a' },
        { title: 'B', url: 'https://b.ch' },
      ],
    ],
    ['[{"title":"A","url":"/a",},]', [{ title: 'A', url: '/a' }]],
    [
      '[{"title":"","url":"/a"},{"title":"B"},{"title":"C","url":"/c","x":1}]',
      [{ title: 'C', url: '/c' }],
    ],
  ])('parses %j', (text, expected) => {
    expect(parseNavigationText(text)).toEqual(expected);
  });

  it.each(['', 'not json', '{"title":"A","url":"/a"}', '<html>502</html>'])(
    'gives null for %j',
    (text) => {
      expect(parseNavigationText(text)).toBeNull();
    },
  );
});
