import { useRef, useState } from 'react';
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

/**
 * The gallery, page by page from the loaded first one: the people so far and a way to load more.
 * One page loads at a time (a second press while it loads does nothing), and a person already
 * listed is not listed twice; after a failed page, loading more tries it again.
 */
export function useGallery(first: GalleryPage | null) {
  const [people, setPeople] = useState<GalleryPerson[]>(first?.people ?? []);
  const [next, setNext] = useState<string | null>(first?.next ?? null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(first ? 'ready' : 'error');
  const loading = useRef(false);
  const loadMore = () => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    fetchGalleryPage(next).then(
      (page) => {
        loading.current = false;
        setPeople((current) => {
          const listed = new Set(current.map((person) => person.id));
          return [...current, ...page.people.filter((person) => !listed.has(person.id))];
        });
        setNext(page.next);
        setStatus('ready');
      },
      () => {
        loading.current = false;
        setStatus('error');
      },
    );
  };
  return { people, status, hasMore: next !== null, loadMore };
}
