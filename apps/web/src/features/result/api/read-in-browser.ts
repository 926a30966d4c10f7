import { useEffect, useEffectEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { ResultData } from './result-route';

/**
 * A result the server read has no explanation (it renders no part that shows it) and was read
 * without the visitor's login. The route's own loader reads it again in the browser when a part
 * needs either, through a fetcher the page's parts share (one read however many ask): a read
 * that fails leaves the page as it was, where a revalidation would replace the result shown
 * with "the server cannot be reached".
 */
const READ_IN_BROWSER = 'result-read-in-browser';

/**
 * The result as the page shows it: as the route loaded it, or as the browser read it again when
 * that read is the later one of the same result.
 */
export function useResult(data: ResultData): ResultData {
  // The loader's own data, as the route has it (nothing is serialised between them).
  const again = useFetcher({ key: READ_IN_BROWSER }).data as ResultData | undefined;
  if (again?.status !== 'shown' || data.status !== 'shown') return data;
  const later = (again.read ?? 0) > (data.read ?? 0);
  return later && again.answerSet.code === data.answerSet.code ? again : data;
}

/** Has the route's loader read the result again in the browser whenever `wanted` becomes true. */
export function useResultReadAgain(wanted: boolean): void {
  const fetcher = useFetcher({ key: READ_IN_BROWSER });
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const load = useEffectEvent(() => {
    if (fetcher.state === 'idle') void fetcher.load(address);
  });
  useEffect(() => {
    if (wanted) load();
  }, [wanted, address]);
}
