import type { LoaderFunctionArgs } from 'react-router';
import { ALL, type CellKey } from '@values-cross/core';
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
  cell: OpenDataCell | null;
  /** The page's own address for this snapshot and version (to cite it). */
  address: string;
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
  const chosen = {
    canton: params.get('canton') || ALL,
    ageBand: params.get('ageBand') || ALL,
    languageRegion: params.get('region') || ALL,
  } as Chosen;
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
    cell,
  };
}
