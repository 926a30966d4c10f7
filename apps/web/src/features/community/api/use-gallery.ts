import { useCallback, useEffect, useState } from 'react';
import { fetchGalleryPage, type GalleryPerson } from './gallery-api';

/** The gallery, page by page: the people loaded so far and a way to load more. */
export function useGallery() {
  const [people, setPeople] = useState<GalleryPerson[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const load = useCallback((cursor: string | null) => {
    setStatus('loading');
    fetchGalleryPage(cursor).then(
      (page) => {
        setPeople((current) => (cursor ? [...current, ...page.people] : page.people));
        setNext(page.next);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }, []);
  useEffect(() => {
    let current = true;
    fetchGalleryPage(null).then(
      (page) => {
        if (!current) return;
        setPeople(page.people);
        setNext(page.next);
        setStatus('ready');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, []);
  return { people, status, hasMore: next !== null, loadMore: () => load(next) };
}
