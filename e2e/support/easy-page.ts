import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

type Locale = 'de' | 'fr' | 'it' | 'en';

/** A language's glossary, as the content package ships it. */
export function glossaryOf(
  locale: Locale,
): Record<string, { terms: string[]; explanation: string }> {
  return JSON.parse(
    readFileSync(new URL(`../../content/glossary/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, { terms: string[]; explanation: string }>;
}

/** The explanation of a glossary word, by any of its forms. */
export function explanationOf(locale: Locale, word: string): string {
  const entry = Object.values(glossaryOf(locale)).find((e) => e.terms.includes(word));
  if (!entry) throw new Error(`no glossary entry for "${word}" in ${locale}`);
  return entry.explanation;
}

/** What the speech stub was asked to say: text and the voice's language. */
export type Spoken = { text: string; lang: string; voice: string };

/**
 * A speech engine in place of the browser's: per language a network voice of the Swiss variant
 * and a voice on the device of another variant, so choosing the local one is visible. Utterances
 * are recorded in `window.spoken` (cancels counted in `window.cancelled`), and the first of each
 * reading starts at once.
 */
export async function stubSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Utterance = {
      text: string;
      lang: string;
      voice: { name: string } | null;
      onstart?: () => void;
    };
    const spoken: Array<{ text: string; lang: string; voice: string }> = [];
    const voices = [
      ['de-CH', false],
      ['de-DE', true],
      ['fr-CH', false],
      ['fr-FR', true],
      ['it-CH', false],
      ['it-IT', true],
      ['en-GB', false],
      ['en-US', true],
    ].map(([lang, local]) => ({
      lang,
      name: `${String(lang)} ${local ? 'device' : 'network'}`,
      localService: local,
      default: false,
      voiceURI: String(lang),
    }));
    let pending = 0;
    const engine = {
      getVoices: () => voices,
      speak: (utterance: Utterance) => {
        spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          voice: utterance.voice?.name ?? '',
        });
        if (pending === 0) setTimeout(() => utterance.onstart?.(), 0);
        pending += 1;
      },
      cancel: () => {
        pending = 0;
        (window as unknown as { cancelled: number }).cancelled += 1;
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.assign(window, { spoken, cancelled: 0 });
    Object.defineProperty(window, 'speechSynthesis', { value: engine });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: class {
        lang = '';
        voice: unknown = null;
        rate = 1;
        constructor(public text: string) {}
      },
    });
  });
}

/** Everything the speech stub was asked to say so far. */
export async function spokenSoFar(page: Page): Promise<Spoken[]> {
  return page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken.slice());
}

/**
 * The layout easy reading asks for on the page shown: text on the left, each sentence of an easy
 * text on its own line, and no hyphenated compound broken across two lines.
 */
export async function expectEasyLayout(page: Page, where: string): Promise<void> {
  const layout = await page.evaluate(() => ({
    centred: Array.from(document.querySelectorAll('main p, main h1'))
      .filter((element) => getComputedStyle(element).textAlign === 'center')
      .map((element) => element.textContent?.slice(0, 40)),
    inlineLines: Array.from(document.querySelectorAll('.easy-line')).filter(
      (line) => getComputedStyle(line).display !== 'block',
    ).length,
    brokenCompounds: Array.from(document.querySelectorAll('.easy-compound'))
      .filter((compound) => compound.getClientRects().length > 1)
      .map((compound) => compound.textContent),
  }));
  expect(layout.centred, `${where}: centred text`).toEqual([]);
  expect(layout.inlineLines, `${where}: sentences not on lines of their own`).toBe(0);
  expect(layout.brokenCompounds, `${where}: compounds broken at a line end`).toEqual([]);
}
