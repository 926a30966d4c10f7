import { OPEN_DATA_LICENCE, type OpenDataCodebook } from '@values-cross/contract';
import {
  AGE_BANDS,
  CANTONS,
  LANGUAGE_REGIONS,
  type Locale,
  VALUE_DIMENSIONS,
} from '@values-cross/core';
import { interfaceTexts, type ServerCatalogues } from '@values-cross/content/interface-texts';
import { OPEN_DATA_CSV_COLUMNS } from './open-data-files';

type Population = ServerCatalogues['population'];
type Result = ServerCatalogues['result'];
type Texts = { population: Population; result: Result };
const texts = (locale: Locale): Texts => ({
  population: interfaceTexts(locale, 'population'),
  result: interfaceTexts(locale, 'result'),
});
const TEXTS: Record<Locale, Texts> = {
  de: texts('de'),
  fr: texts('fr'),
  it: texts('it'),
  en: texts('en'),
};
type Column = keyof Population['openData']['codebook']['columns'];
type Figure = keyof Population['openData']['codebook']['figures'];
type Dimension = keyof Result['dimensions'];

/** One text in the four languages, picked from each language's texts. */
const inFour = (pick: (texts: Texts) => string) => ({
  de: pick(TEXTS.de),
  fr: pick(TEXTS.fr),
  it: pick(TEXTS.it),
  en: pick(TEXTS.en),
});

const valueName = (key: string) => (texts: Texts) => texts.result.dimensions[key as Dimension];

/** What one CSV column means: a cell's key or count, or one figure of one value. */
function columnMeaning(name: string) {
  const figure = /^(?<value>[a-z]+)_(?<figure>mean|q1|median|q3)$/.exec(name)?.groups;
  if (figure?.value && figure.figure) {
    const { value, figure: which } = figure;
    return inFour((texts) =>
      texts.population.openData.codebook.figures[which as Figure].replace(
        '{{value}}',
        valueName(value)(texts),
      ),
    );
  }
  return inFour((texts) => texts.population.openData.codebook.columns[name as Column]);
}

/** The codes of one dimension with their names in four languages. */
const codes = (list: readonly string[], name: (texts: Texts, code: string) => string) =>
  Object.fromEntries(list.map((code) => [code, inFour((texts) => name(texts, code))]));

/**
 * The open data's codebook, from the product's own texts: every column of the files, the value
 * names, and the names of the canton, age group and language region codes, in four languages.
 */
export function openDataCodebook(): OpenDataCodebook {
  const population = (texts: Texts) => texts.population;
  return {
    licence: { ...OPEN_DATA_LICENCE },
    scale: { min: 0, max: 1 },
    columns: OPEN_DATA_CSV_COLUMNS.map((name) => ({ name, meaning: columnMeaning(name) })),
    values: VALUE_DIMENSIONS.map(({ key }) => ({ key, name: inFour(valueName(key)) })),
    codes: {
      canton: codes(
        CANTONS,
        (texts, code) => population(texts).cantons[code as keyof Population['cantons']],
      ),
      age_band: codes(
        AGE_BANDS,
        (texts, code) => population(texts).ageBands[code as keyof Population['ageBands']],
      ),
      language_region: codes(
        LANGUAGE_REGIONS,
        (texts, code) => population(texts).regions[code as keyof Population['regions']],
      ),
    },
  };
}
