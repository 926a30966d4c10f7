import type { Locale, Reading } from '@values-cross/core';
import commonDe from '../locales/de/common.json' with { type: 'json' };
import commonEn from '../locales/en/common.json' with { type: 'json' };
import commonFr from '../locales/fr/common.json' with { type: 'json' };
import commonIt from '../locales/it/common.json' with { type: 'json' };
import easyDe from '../locales/de/easy.json' with { type: 'json' };
import easyEn from '../locales/en/easy.json' with { type: 'json' };
import easyFr from '../locales/fr/easy.json' with { type: 'json' };
import easyIt from '../locales/it/easy.json' with { type: 'json' };
import mailDe from '../locales/de/mail.json' with { type: 'json' };
import mailEn from '../locales/en/mail.json' with { type: 'json' };
import mailFr from '../locales/fr/mail.json' with { type: 'json' };
import mailIt from '../locales/it/mail.json' with { type: 'json' };
import populationDe from '../locales/de/population.json' with { type: 'json' };
import populationEn from '../locales/en/population.json' with { type: 'json' };
import populationFr from '../locales/fr/population.json' with { type: 'json' };
import populationIt from '../locales/it/population.json' with { type: 'json' };
import resultDe from '../locales/de/result.json' with { type: 'json' };
import resultEn from '../locales/en/result.json' with { type: 'json' };
import resultFr from '../locales/fr/result.json' with { type: 'json' };
import resultIt from '../locales/it/result.json' with { type: 'json' };
import resultPageDe from '../locales/de/result-page.json' with { type: 'json' };
import resultPageEn from '../locales/en/result-page.json' with { type: 'json' };
import resultPageFr from '../locales/fr/result-page.json' with { type: 'json' };
import resultPageIt from '../locales/it/result-page.json' with { type: 'json' };
import { overlayTexts, type Texts } from './texts';

/**
 * The interface texts the server writes itself (the page shell, the result picture, the open
 * data's description and codebook, its mails), shaped as the English catalogues; `{{name}}` in a
 * text marks a value filled in (core's fillPlaceholders). The web app loads its
 * catalogues by page and language instead; both lay easy texts over standard ones alike
 * (`overlayTexts`).
 */
export interface ServerCatalogues {
  common: typeof commonEn;
  result: typeof resultEn;
  'result-page': typeof resultPageEn;
  population: typeof populationEn;
  mail: typeof mailEn;
}

export type ServerNamespace = keyof ServerCatalogues;

const catalogues: Record<Locale, Record<ServerNamespace, Texts>> = {
  de: {
    common: commonDe,
    result: resultDe,
    'result-page': resultPageDe,
    population: populationDe,
    mail: mailDe,
  },
  fr: {
    common: commonFr,
    result: resultFr,
    'result-page': resultPageFr,
    population: populationFr,
    mail: mailFr,
  },
  it: {
    common: commonIt,
    result: resultIt,
    'result-page': resultPageIt,
    population: populationIt,
    mail: mailIt,
  },
  en: {
    common: commonEn,
    result: resultEn,
    'result-page': resultPageEn,
    population: populationEn,
    mail: mailEn,
  },
};

const easy: Record<Locale, Texts> = { de: easyDe, fr: easyFr, it: easyIt, en: easyEn };

/** Worked out once per language, reading and namespace: they are read for every picture. */
const laidOut = new Map<string, Texts>();

/**
 * A namespace's texts in a language and reading: the language's texts over the English ones (a
 * text the language lacks reads in English, as in the web app), and in the easy reading the
 * language's easy texts over those.
 */
export function interfaceTexts<N extends ServerNamespace>(
  locale: Locale,
  namespace: N,
  reading: Reading = 'standard',
): ServerCatalogues[N] {
  const key = `${locale}:${reading}:${namespace}`;
  let texts = laidOut.get(key);
  if (!texts) {
    texts = overlayTexts(catalogues.en[namespace], catalogues[locale][namespace]);
    if (reading === 'easy') texts = overlayTexts(texts, easy[locale][namespace]);
    laidOut.set(key, texts);
  }
  // Each catalogue has the English one's shape (locales.test.ts checks every key), and laying
  // texts over it keeps that shape.
  return texts as ServerCatalogues[N];
}
