import type { LoaderFunctionArgs } from 'react-router';
import { AGE_BANDS, ALL, CANTONS, LANGUAGE_REGIONS, type CellKey } from '@values-cross/core';
import type { OpenDataCell, OpenDataFile, OpenDataIndex } from '@values-cross/contract';
import { transportOf } from '@/lib/api-transport';
import { fetchOpenDataFile, fetchOpenDataIndex } from '@/domain/population/population-api';

/** The cell a visitor chose: 'all' in a dimension is its margin. */
export type Chosen = Omit<CellKey, 'version'>;

/** What the open-data page shows: the index, the chosen snapshot's file and cell. */
export interface OpenDataView {
  index: OpenDataIndex;
  snapshot: string | null;
  version: string | null;
  file: OpenDataFile | null;
  chosen: Chosen;
  /** What the address asked for that is no canton, age group or region: left out of the choice. */
  unknown: string[];
  cell: OpenDataCell | null;
  /** The page's own address for this snapshot and version (to cite it). */
  address: string;
}

/** A choice of the address: one of the known values, else 'all' (an empty or unknown one). */
function chosenOf<T extends string>(asked: string | null, known: readonly T[]): T | typeof ALL {
  return known.find((value) => value === asked) ?? ALL;
}

/**
 * Route loader of /open-data (on the server too): the snapshot and version of the address
 * (?snapshot=&version=, the newest by default) and the chosen cell (?canton=&ageBand=&region=).
 */
export async function loadOpenData({
  request,
  context,
}: LoaderFunctionArgs): Promise<OpenDataView> {
  const transport = transportOf(context);
  const params = new URL(request.url).searchParams;
  const index = await fetchOpenDataIndex(transport);
  const snapshot =
    index.snapshots.find((s) => s.snapshot === params.get('snapshot')) ?? index.snapshots[0];
  const versions = snapshot?.versions ?? [];
  const version =
    versions.find((v) => v.questionnaireVersion === params.get('version')) ??
    versions[versions.length - 1];
  const asked = {
    canton: params.get('canton'),
    ageBand: params.get('ageBand'),
    region: params.get('region'),
  };
  const chosen: Chosen = {
    canton: chosenOf(asked.canton, CANTONS),
    ageBand: chosenOf(asked.ageBand, AGE_BANDS),
    languageRegion: chosenOf(asked.region, LANGUAGE_REGIONS),
  };
  // A value no one can have (a mistyped address) is said, not read as a group too small.
  const unknown = [
    chosen.canton === ALL ? asked.canton : null,
    chosen.ageBand === ALL ? asked.ageBand : null,
    chosen.languageRegion === ALL ? asked.region : null,
  ].filter((value): value is string => Boolean(value) && value !== ALL);
  const file = version ? await fetchOpenDataFile(version.json, transport) : null;
  const cell =
    file?.cells.find(
      (c) =>
        c.canton === chosen.canton &&
        c.ageBand === chosen.ageBand &&
        c.languageRegion === chosen.languageRegion,
    ) ?? null;
  const url = new URL(request.url);
  const address = `${url.origin}${url.pathname}?${new URLSearchParams({
    snapshot: snapshot?.snapshot ?? '',
    version: version?.questionnaireVersion ?? '',
  }).toString()}`;
  return {
    address,
    index,
    snapshot: snapshot?.snapshot ?? null,
    version: version?.questionnaireVersion ?? null,
    file,
    chosen,
    unknown,
    cell,
  };
}
