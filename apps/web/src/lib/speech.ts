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

/**
 * How well a voice fits the language: 0 is best, null means it may not read it: it does not
 * speak the language, or it is a network voice (`localService` false), which sends the text to
 * a speech service.
 */
function rank(voice: SpeechSynthesisVoice, locale: Locale): number | null {
  if (!voice.localService) return null;
  const tag = tagOf(voice);
  const preferred = PREFERRED[locale].findIndex((prefix) => within(tag, prefix));
  if (preferred >= 0) return preferred;
  if (within(tag, locale)) return PREFERRED[locale].length;
  return null;
}

/**
 * The device voice to read a text in `locale`: the Swiss variant (for English British, then
 * American), else any voice of the language. Only voices on the device (`localService`), which
 * work offline and send no text away; null when none speaks the language (the privacy page says
 * so).
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
