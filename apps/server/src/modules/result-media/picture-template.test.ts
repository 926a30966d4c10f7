import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resultSvg, type ImageFormat } from './cross-svg';
import { PICTURE_FONTS } from './fonts';
import { PictureTemplates } from './picture-template';
import { resultCodeParts } from './result-texts';

const SCORES = [0.2, 0.8, 0.5, 0.4, 0.9, 0.1, 0.6, 0.7, 0.3, 1, 0, 0.5];

async function rgb(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

describe('result pictures drawn over a template', () => {
  const templates = new PictureTemplates();

  it.each([
    ['square', 'fr'],
    ['social', 'de'],
    ['square', 'it'],
  ] as const)(
    'draws the %s picture (%s) as the whole SVG would be drawn',
    async (format: ImageFormat, locale) => {
      const template = await templates.get(locale, format);
      const code = 'AbCdEf123456';
      const png = template.render({ scores: SCORES, code });
      const svg = resultSvg({
        locale,
        format,
        placement: template.codePlacement,
        scores: SCORES,
        code,
      });
      const whole = new Resvg(svg, { font: PICTURE_FONTS }).render().asPng();
      const [ours, theirs] = await Promise.all([rgb(png), rgb(whole)]);
      expect(ours.length).toBe(theirs.length);
      let difference = 0;
      let far = 0;
      for (let i = 0; i < ours.length; i += 1) {
        const d = Math.abs((ours[i] ?? 0) - (theirs[i] ?? 0));
        difference += d;
        if (d > 48) far += 1;
      }
      // Only anti-aliased edges may differ, and only slightly.
      expect(difference / ours.length).toBeLessThan(0.1);
      expect(far).toBe(0);
    },
  );

  it('draws a different code and cross into the same template', async () => {
    const template = await templates.get('en', 'social');
    const one = template.render({ scores: SCORES, code: 'AAAAAAAAAAAA' });
    const other = template.render({ scores: SCORES.map((s) => 1 - s), code: 'zzzzzzzzzzzz' });
    expect(Buffer.compare(await rgb(one), await rgb(other))).not.toBe(0);
    // The palette may have grown meanwhile: the same picture has the same pixels.
    const again = template.render({ scores: SCORES, code: 'AAAAAAAAAAAA' });
    expect(Buffer.compare(await rgb(one), await rgb(again))).toBe(0);
  });

  it('centres the code line: the code starts after the words before it', async () => {
    const template = await templates.get('en', 'square');
    const { start, advance, length } = template.codePlacement;
    expect(advance).toBeGreaterThan(15);
    const lineEnd = start + advance * length;
    // The words "Result code: " stand left of the code; together the line is centred on 540.
    expect(lineEnd).toBeGreaterThan(540);
    expect(lineEnd - 540).toBeLessThan(540 - (start - 0.6 * 32 * 13));
  });
});

describe('the words around the code', () => {
  it.each([
    ['de', 'Resultat-Code: '],
    ['fr', 'Code du résultat : '],
    ['en', 'Result code: '],
  ] as const)('in %s, without the web app’s markup', (locale, before) => {
    const parts = resultCodeParts(locale);
    // French sets a no-break space before the colon.
    expect(parts.before.replace(/\s/g, ' ')).toBe(before);
    expect(parts.after).toBe('');
  });
});
