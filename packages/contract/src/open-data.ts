import { AGE_BANDS, CANTONS, LANGUAGE_REGIONS } from '@values-cross/core';
import * as z from 'zod/mini';

/** The licence every open-data file is published under. */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

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
