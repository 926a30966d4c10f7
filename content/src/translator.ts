import { fillPlaceholders } from '@values-cross/core';
import type { Namespace, TextValues, Texts } from './catalogues';

export type { Catalogues, Namespace, TextKey, Texts, TextValues, Translate } from './catalogues';

/** The language a missing text falls back to (product.md §9). */
export const FALLBACK_LANGUAGE = 'en';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function textAt(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The interface texts of the app: catalogues by language and namespace, the language shown, and
 * the lookup that falls back to English and then to the key itself. Components re-render through
 * `subscribe` when the language changes or a catalogue arrives.
 */
export class Translator {
  language: string;
  private readonly catalogues = new Map<string, Texts>();
  private readonly listeners = new Set<() => void>();
  /** Changes whenever what `translate` answers may change. */
  version = 0;
  private notifying = false;
  /** Namespaces with a text missing in the language shown, whose fallback is not here yet. */
  private readonly missing = new Set<string>();
  /** Asked once per namespace for the fallback catalogue, when a text is first missing. */
  onMissingText: ((namespace: string) => void) | null = null;

  constructor(
    language: string,
    catalogues: Record<string, Partial<Record<Namespace, Texts>>> = {},
  ) {
    this.language = language;
    for (const [code, namespaces] of Object.entries(catalogues)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        if (texts) this.catalogues.set(`${code}/${namespace}`, texts);
      }
    }
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.catalogues.has(`${language}/${namespace}`);
  }

  /**
   * Adds a catalogue. What is on the page changes with one in the language shown, or with the
   * English fallback (product.md §9: for texts a catalogue lacks) when a text was found missing.
   */
  addResourceBundle(language: string, namespace: string, texts: Texts): void {
    this.catalogues.set(`${language}/${namespace}`, texts);
    const awaited = language === FALLBACK_LANGUAGE && this.missing.delete(namespace);
    if (language === this.language || awaited) this.changed();
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The text of `key` in a namespace, in the language shown (plural form chosen by `count`). */
  translate(namespace: string, key: string, values?: TextValues): string {
    for (const language of [this.language, FALLBACK_LANGUAGE]) {
      const texts = this.catalogues.get(`${language}/${namespace}`);
      const count = values?.count;
      const plural =
        typeof count === 'number'
          ? textAt(texts, `${key}_${pluralForm(language, count)}`)
          : undefined;
      const text = plural ?? textAt(texts, key);
      if (text !== undefined) return values ? fillPlaceholders(text, values) : text;
      if (language !== FALLBACK_LANGUAGE) this.askForFallback(namespace);
    }
    return key;
  }

  /** The fallback's catalogue of a namespace, asked for the first time one of its texts is missing. */
  private askForFallback(namespace: string): void {
    if (this.hasResourceBundle(FALLBACK_LANGUAGE, namespace) || this.missing.has(namespace)) return;
    this.missing.add(namespace);
    this.onMissingText?.(namespace);
  }

  /** Several changes in a row (a language's catalogues arriving together) notify once. */
  private changed(): void {
    this.version += 1;
    if (this.notifying) return;
    this.notifying = true;
    queueMicrotask(() => {
      this.notifying = false;
      this.listeners.forEach((listener) => listener());
    });
  }
}
