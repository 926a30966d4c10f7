import type { Locale } from '@values-cross/core';
import { documentReading } from './reading';
import { browserTranslator, type Texts } from './translation';
import { overlayTexts } from '@values-cross/content/texts';
import { byPlaceInContent } from './content-files';

/**
 * Interface-text namespaces every page loads with its language; one JSON file per namespace and
 * language under content/locales.
 */
export const NAMESPACES = ['common', 'result', 'community'] as const;

/**
 * Namespaces only some pages need: they load with those pages (the page table's `texts`), so
 * the other pages do not carry them.
 */
export const PAGE_NAMESPACES = [
  'survey',
  'result-page',
  'result-opened',
  'compare',
  'account',
  'group',
  'group-admin',
  'privacy',
  'history',
  'population',
] as const;

/**
 * A language's namespaces that every page needs, one chunk per language (./catalogues): a page
 * loads one module for its texts, not one per namespace.
 */
const catalogueLoaders = import.meta.glob<{ default: Record<string, Texts> }>('./catalogues/*.ts');

/** The namespaces only some pages need, one chunk per namespace and language. */
const pageNamespaceLoaders = byPlaceInContent(
  import.meta.glob<{ default: Texts }>(
    '@content/locales/*/{survey,result-page,result-opened,compare,account,group,group-admin,privacy,history,population}.json',
  ),
);

/** A language's easy-to-read texts, one chunk per language, loaded only in the easy reading. */
const easyTextLoaders = byPlaceInContent(
  import.meta.glob<{ default: Texts }>('@content/locales/*/easy.json'),
);

/** The easy texts of a language when the page is read in easy language, else none. */
async function easyTexts(locale: Locale): Promise<Texts | undefined> {
  if (documentReading() !== 'easy') return undefined;
  const load = easyTextLoaders[`locales/${locale}/easy.json`];
  return load ? (await load()).default : undefined;
}

async function addNamespace(locale: Locale, namespace: string): Promise<void> {
  if (browserTranslator.hasResourceBundle(locale, namespace)) return;
  const load = pageNamespaceLoaders[`locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`Missing catalogue ${locale}/${namespace}`);
  const [catalogue, easy] = await Promise.all([load(), easyTexts(locale)]);
  browserTranslator.addResourceBundle(
    locale,
    namespace,
    overlayTexts(catalogue.default, easy?.[namespace]),
  );
}

async function loadCatalogue(locale: Locale): Promise<void> {
  if (browserTranslator.hasResourceBundle(locale, 'common')) return;
  const load = catalogueLoaders[`./catalogues/${locale}.ts`];
  if (!load) throw new Error(`Missing catalogue ${locale}`);
  const [{ default: files }, easy] = await Promise.all([load(), easyTexts(locale)]);
  const texts = new Map(
    Object.entries(files).map(([path, file]) => [path.replace(/^.*\/|\.json$/g, ''), file]),
  );
  for (const namespace of NAMESPACES) {
    const file = texts.get(namespace);
    if (!file) throw new Error(`Missing catalogue ${locale}/${namespace}`);
    browserTranslator.addResourceBundle(locale, namespace, overlayTexts(file, easy?.[namespace]));
  }
}

/**
 * English, the fallback for a text a catalogue lacks (product.md §9), loads only when a text is found
 * missing: the catalogues have the same texts in every language (content/src/locales.test.ts),
 * so a page in German, French or Italian normally loads no English at all.
 */
browserTranslator.onMissingText = (namespace) => {
  // The server renders with its own translators, which have every catalogue.
  if (typeof document === 'undefined') return;
  const load = (NAMESPACES as readonly string[]).includes(namespace)
    ? loadCatalogue('en')
    : addNamespace('en', namespace);
  void load.catch(() => undefined);
};

/** Loads a page's own namespaces in a language. Nothing to do on the server, which has them all. */
export async function loadPageTexts(locale: Locale, namespaces: readonly string[]): Promise<void> {
  if (typeof document === 'undefined') return;
  await Promise.all(namespaces.map((namespace) => addNamespace(locale, namespace)));
}

/**
 * Switches the interface to a language, loading its catalogue first, and whatever else must be
 * there when it shows (`alongside`: the easy reading's kit, app/show-language.ts).
 */
export async function switchLocale(locale: Locale, alongside?: Promise<unknown>): Promise<void> {
  await Promise.all([loadCatalogue(locale), alongside]);
  // Changing to the language already shown would re-render every text of the page for nothing.
  browserTranslator.changeLanguage(locale);
}
