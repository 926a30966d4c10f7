import type { Locale } from '@values-cross/core';

/** The regional voices each language prefers, best first (lower-case BCP 47 tags). */
const PREFERRED: Record<Locale, readonly string[]> = {
  de: ['de-ch'],
  fr: ['fr-ch'],
  it: ['it-ch'],
  en: ['en-gb', 'en-us'],
};

/** A voice's language as a lower-case tag with '-' separators (some systems write `fr_CH`). */
const tagOf = (voice: SpeechSynthesisVoice) => voice.lang.replaceAll('_', '-').toLowerCase();

/** Whether `tag` is `prefix` or a narrower tag of it (`fr-ch` for `fr`, not `fra`). */
const within = (tag: string, prefix: string) => tag === prefix || tag.startsWith(`${prefix}-`);

/** How well a voice fits the language: 0 is best, null means it does not speak it. */
function rank(voice: SpeechSynthesisVoice, locale: Locale): number | null {
  const tag = tagOf(voice);
  const preferred = PREFERRED[locale].findIndex((prefix) => within(tag, prefix));
  if (preferred >= 0) return preferred * 2 + (voice.localService ? 0 : 1);
  if (within(tag, locale)) return PREFERRED[locale].length * 2 + (voice.localService ? 0 : 1);
  return null;
}

/**
 * The browser voice to read a text in `locale`: the Swiss variant (for English British, then
 * American), else any voice of the language; among equals one on the device (`localService`),
 * which works offline and sends no text away. Null when no voice speaks the language.
 */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  locale: Locale,
): SpeechSynthesisVoice | null {
  let best: SpeechSynthesisVoice | null = null;
  let bestRank = Infinity;
  for (const voice of voices) {
    const fit = rank(voice, locale);
    if (fit !== null && fit < bestRank) {
      best = voice;
      bestRank = fit;
    }
  }
  return best;
}

/** The browser's speech synthesis; null on the server and in browsers without one. */
export function speechEngine(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  if (typeof SpeechSynthesisUtterance !== 'function') return null;
  return window.speechSynthesis;
}
