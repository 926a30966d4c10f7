import {
  OPEN_DATA_FIGURES as FIGURES,
  OPEN_DATA_KEY_COLUMNS,
  OPEN_DATA_LICENCE,
  type OpenDataFile,
} from '@values-cross/contract';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import type { StoredCell } from './open-data.repository';

/**
 * One version's cells in one snapshot as the JSON file publishes them: the margins as 'all',
 * each value by its dimension key; the exact count behind the figures stays out.
 */
export function openDataJson(
  snapshot: string,
  version: string,
  cells: readonly StoredCell[],
): OpenDataFile {
  return {
    questionnaireVersion: version,
    snapshot,
    licence: { ...OPEN_DATA_LICENCE },
    cells: cells.map(({ key, figures }) => ({
      canton: key.canton,
      ageBand: key.ageBand,
      languageRegion: key.languageRegion,
      count: figures.count,
      values: Object.fromEntries(
        VALUE_DIMENSIONS.map(({ key: dimension }, row) => [dimension, figures.values[row]]),
      ),
    })),
  } as OpenDataFile;
}

/** The CSV file's columns: the cell, its count, then mean and quartiles of each value. */
export const OPEN_DATA_CSV_COLUMNS = [
  ...OPEN_DATA_KEY_COLUMNS,
  ...VALUE_DIMENSIONS.flatMap(({ key }) => FIGURES.map((figure) => `${key}_${figure}`)),
];

/** The same cells as CSV (RFC 4180, one row per cell; no cell needs quoting). */
export function openDataCsv(
  snapshot: string,
  version: string,
  cells: readonly StoredCell[],
): string {
  const rows = cells.map(({ key, figures }) =>
    [
      version,
      snapshot,
      key.canton,
      key.ageBand,
      key.languageRegion,
      figures.count,
      ...figures.values.flatMap((value) => FIGURES.map((figure) => value[figure].toFixed(2))),
    ].join(','),
  );
  return `${[OPEN_DATA_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
