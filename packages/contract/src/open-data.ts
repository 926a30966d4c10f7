import { AGE_BANDS, CANTONS, LANGUAGE_REGIONS } from '@values-cross/core';
import * as z from 'zod/mini';

/** The licence every open-data file is published under. */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The CSV file's first columns: the cell's version, snapshot and key, and its count. */
export const OPEN_DATA_KEY_COLUMNS = [
  'questionnaire_version',
  'snapshot',
  'canton',
  'age_band',
  'language_region',
  'count',
] as const;

/** The figures of each value, in the files' order: its mean and quartiles. */
export const OPEN_DATA_FIGURES = ['mean', 'q1', 'median', 'q3'] as const;

/** A snapshot's name: the UTC day it was published on. */
export const SNAPSHOT_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** GET open-data/: the licence, the rules and every snapshot with its files per version. */
export const openDataIndexResponse = z.object({
  licence: z.object({ name: z.string(), url: z.string() }),
  rules: z.object({
    minimumCount: z.int(),
    countStep: z.int(),
    valueBand: z.number(),
    minimumGain: z.int(),
    /** The fewest networks the results of a gain come from (1: the rule is off). */
    minimumNetworks: z.int(),
  }),
  snapshots: z.array(
    z.object({
      snapshot: z.string(),
      publishedAt: z.string(),
      versions: z.array(
        z.object({
          questionnaireVersion: z.string(),
          cells: z.int(),
          csv: z.string(),
          json: z.string(),
        }),
      ),
    }),
  ),
});
/** The open data's index. */
export type OpenDataIndex = z.infer<typeof openDataIndexResponse>;

const figure = z.number().check(z.gte(0), z.lte(1));
const valueFigures = z.object({ mean: figure, q1: figure, median: figure, q3: figure });

/** One cell of a snapshot: 'all' is a margin; values by dimension key (curiosity, …). */
export const openDataCell = z.object({
  canton: z.enum([...CANTONS, 'all']),
  ageBand: z.enum([...AGE_BANDS, 'all']),
  languageRegion: z.enum([...LANGUAGE_REGIONS, 'all']),
  count: z.int(),
  values: z.record(z.string(), valueFigures),
});
/** One published cell. */
export type OpenDataCell = z.infer<typeof openDataCell>;

/** GET open-data/{snapshot}/{version}.json: one version's cells in one snapshot. */
export const openDataFile = z.object({
  questionnaireVersion: z.string(),
  snapshot: z.string(),
  licence: z.object({ name: z.string(), url: z.string() }),
  cells: z.array(openDataCell),
});
/** One version's open data in one snapshot. */
export type OpenDataFile = z.infer<typeof openDataFile>;

/** GET open-data/{snapshot}/{file}: the file is `<version>.csv` or `<version>.json`. */
export const openDataFileParams = z.object({
  snapshot: z.string().check(z.regex(SNAPSHOT_PATTERN)),
  file: z.string().check(z.maxLength(48)),
});

/** A text in the four languages of the product. */
const inFourLanguages = z.object({
  de: z.string(),
  fr: z.string(),
  it: z.string(),
  en: z.string(),
});

/**
 * GET open-data/codebook.json: what each column of the files means and the names of the values
 * and codes, in four languages; values are on a 0..1 scale.
 */
export const openDataCodebook = z.object({
  licence: z.object({ name: z.string(), url: z.string() }),
  scale: z.object({ min: z.number(), max: z.number() }),
  columns: z.array(z.object({ name: z.string(), meaning: inFourLanguages })),
  values: z.array(z.object({ key: z.string(), name: inFourLanguages })),
  codes: z.object({
    canton: z.record(z.string(), inFourLanguages),
    age_band: z.record(z.string(), inFourLanguages),
    language_region: z.record(z.string(), inFourLanguages),
  }),
});
/** The open data's codebook. */
export type OpenDataCodebook = z.infer<typeof openDataCodebook>;
