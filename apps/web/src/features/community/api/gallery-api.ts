import { galleryPath, galleryItemPath, apiPath } from '@values-cross/contract/paths';
import type { GalleryItem } from '@values-cross/contract';
import { swissCrossToScores } from '@values-cross/core';
import { apiJson } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';

/** A person in the gallery (first name, last initial, portrait, cross). */
export interface GalleryPerson {
  id: number;
  firstName: string;
  lastInitial: string;
  portraitUrl: string | null;
  scores: number[];
}

const toPerson = (item: GalleryItem): GalleryPerson => ({
  id: item.id,
  firstName: item.firstName,
  lastInitial: item.lastInitial,
  portraitUrl: item.portraitUrl,
  scores: swissCrossToScores(item.swissCross),
});

/** One page of the gallery, newest first, and the cursor of the next page. */
export async function fetchGalleryPage(
  cursor: string | null,
  transport: ApiTransport = browserTransport,
): Promise<{ people: GalleryPerson[]; next: string | null }> {
  const query = new URLSearchParams({ limit: '24', ...(cursor ? { cursor } : {}) });
  const page = await apiJson('galleryPage', `${galleryPath}?${query}`, {}, transport);
  return { people: page.results.map(toPerson), next: page.next };
}

/** One person of the gallery (404 when they are not, or no longer, in it). */
export async function fetchGalleryPerson(
  id: string,
  transport: ApiTransport = browserTransport,
): Promise<GalleryPerson> {
  return toPerson(await apiJson('galleryItem', apiPath(galleryItemPath, { id }), {}, transport));
}
