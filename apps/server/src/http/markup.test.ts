import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';

/** What a parser makes of escaped text again (the five entities the escaper writes). */
const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('escapeMarkup', () => {
  it('leaves no character that opens a tag, an entity or ends a quoted attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
        expect(unescape(escaped)).toBe(text);
      }),
    );
  });
});
