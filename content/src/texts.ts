/** A catalogue's texts as loaded: nested objects of strings. */
export interface Texts {
  [key: string]: string | Texts;
}

/**
 * Texts with others laid over them: each text of `over` (by the same nested keys) in place of
 * the base's, every other text as it is; a group of texts never replaces a single text. How the
 * easy-to-read texts (locales/<lang>/easy.json) take the place of the standard ones, and how a
 * language's catalogue lies over the English one it falls back to. Neither input is changed.
 */
export function overlayTexts(base: Texts, over: Texts | string | undefined): Texts {
  if (over === undefined || typeof over === 'string') return base;
  const merged: Texts = { ...base };
  for (const [key, text] of Object.entries(over)) {
    const original = base[key];
    if (typeof text === 'string') merged[key] = text;
    else if (typeof original === 'object') merged[key] = overlayTexts(original, text);
  }
  return merged;
}
