import type { Texts } from './texts';

/**
 * A namespace's texts in easy-to-read language: each easy text (content/locales/<lang>/easy.json,
 * by namespace and key as the standard ones) in place of its standard text, every other text
 * as it is.
 */
export function withEasyTexts(standard: Texts, easy: Texts | string | undefined): Texts {
  if (easy === undefined || typeof easy === 'string') return standard;
  const merged: Texts = { ...standard };
  for (const [key, text] of Object.entries(easy)) {
    const original = standard[key];
    if (typeof text === 'string') merged[key] = text;
    else if (typeof original === 'object') merged[key] = withEasyTexts(original, text);
  }
  return merged;
}
