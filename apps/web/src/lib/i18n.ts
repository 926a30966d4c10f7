import type { Locale } from '@values-cross/core';
import { whenIdle } from './main-thread';
import { browserTranslator, type Texts } from './translation';

/**
 * Interface-text namespaces every page loads with its language; one JSON file per namespace and
 * language under content/locales.
 */
export const NAMESPACES = [
  'common',
  'survey',
  'result',
  'account',
  'community',
  'privacy',
] as const;

/**
 * Namespaces only some pages need: they load with those pages (the page table's `texts`), so
 * the other pages do not carry them.
 */
export const PAGE_NAMESPACES = ['group'] as const;

/** Catalogue loaders: Vite splits each language into its own chunk, loaded only when used. */
const catalogueLoaders = import.meta.glob<{ default: Texts }>([
  '../../../../content/locales/*/*.json',
  // The server's mail texts: never shown in the app.
  '!../../../../content/locales/*/mail.json',
]);

async function addNamespace(locale: Locale, namespace: string): Promise<void> {
  if (browserTranslator.hasResourceBundle(locale, namespace)) return;
  const load = catalogueLoaders[`../../../../content/locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`Missing catalogue ${locale}/${namespace}`);
  const catalogue = await load();
  browserTranslator.addResourceBundle(locale, namespace, catalogue.default);
}

async function loadCatalogue(locale: Locale): Promise<void> {
  if (browserTranslator.hasResourceBundle(locale, 'common')) return;
  await Promise.all(NAMESPACES.map((namespace) => addNamespace(locale, namespace)));
}

/**
 * Loads a page's own namespaces in a language (and in English, the fallback, once the browser is idle).
 * Nothing to do on the server, which renders with every namespace.
 */
export async function loadPageTexts(locale: Locale, namespaces: readonly string[]): Promise<void> {
  if (typeof document === 'undefined') return;
  await Promise.all(namespaces.map((namespace) => addNamespace(locale, namespace)));
  if (locale !== 'en') {
    whenIdle(() =>
      namespaces.forEach((namespace) => void addNamespace('en', namespace).catch(() => undefined)),
    );
  }
}

/**
 * Switches the interface to a language, loading its catalogue first. English, the fallback for a
 * missing key (spec 9), is loaded once the browser is idle, so it never delays a page.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  // Changing to the language already shown would re-render every text of the page for nothing.
  browserTranslator.changeLanguage(locale);
  if (locale !== 'en') whenIdle(() => void loadCatalogue('en').catch(() => undefined));
}
