import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { transportOf } from '@/lib/api-transport';
import { fetchGalleryPage, type GalleryPerson } from './gallery-api';

/** One page of the gallery and the cursor of the next. */
export type GalleryPage = Awaited<ReturnType<typeof fetchGalleryPage>>;

/** The gallery's first page for a route loader; null when it could not be loaded. */
export function loadFirstGalleryPage({
  context,
}: Pick<LoaderFunctionArgs, 'context'>): Promise<GalleryPage | null> {
  return fetchGalleryPage(null, transportOf(context)).catch(() => null);
}

/** The gallery, page by page from the loaded first one: the people so far and a way to load more. */
export function useGallery(first: GalleryPage | null) {
  const [people, setPeople] = useState<GalleryPerson[]>(first?.people ?? []);
  const [next, setNext] = useState<string | null>(first?.next ?? null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(first ? 'ready' : 'error');
  const loadMore = () => {
    setStatus('loading');
    fetchGalleryPage(next).then(
      (page) => {
        setPeople((current) => [...current, ...page.people]);
        setNext(page.next);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  };
  return { people, status, hasMore: next !== null, loadMore };
}
