import type { LoaderFunctionArgs } from 'react-router';
import { getAuth } from '@/lib/auth-session';
import { getSurveyState } from '@/state/survey-store';
import { fetchChange, type Change } from './change-data';
import { historyReader, readHistory, type HistoryEntry } from './history-data';

/** `?compare=a.b`: the two results compared (any other number: none); absent, the newest two. */
export const COMPARE_PARAM = 'compare';

/** What the history route loads (the page is rendered in the browser only: its data is there). */
export type HistoryData =
  | {
      status: 'ready';
      /** Whose results these are (historyReader): read again when the login or device changes. */
      reader: string;
      entries: HistoryEntry[];
      /** The codes of the results compared, as chosen (none chosen: the newest two). */
      chosen: string[];
      /** The change between the two compared, earlier first, on its way (null: failed). */
      change: { earlier: HistoryEntry; later: HistoryEntry; found: Promise<Change | null> } | null;
    }
  | { status: 'error'; reader: string };

/**
 * The results read for the reader while the person stays on the page: choosing other results
 * to compare reads only their change. Forgotten when the person leaves the page (`forgetHistory`).
 */
let read: { reader: string; entries: Promise<HistoryEntry[]> } | null = null;

/** The next visit of the page reads the results afresh. */
export function forgetHistory(): void {
  read = null;
}

/** The two entries compared, earlier first, when exactly two are chosen. */
function comparedPair(
  entries: readonly HistoryEntry[],
  chosen: readonly string[],
): [HistoryEntry, HistoryEntry] | null {
  const [later, earlier, ...more] = entries.filter((e) => chosen.includes(e.code));
  return later && earlier && more.length === 0 ? [earlier, later] : null;
}

/** The codes a `?compare=` names; absent, the newest two. */
function chosenOf(url: URL, entries: readonly HistoryEntry[]): string[] {
  const named = url.searchParams.get(COMPARE_PARAM);
  if (named === null) return entries.slice(0, 2).map((entry) => entry.code);
  return named.split('.').filter((code) => code !== '');
}

/**
 * The route's loader (browser only): the person's results (their account's and this browser's),
 * and the change between the two compared, which the page shows when it comes.
 */
export async function loadHistory({
  request,
}: Pick<LoaderFunctionArgs, 'request'>): Promise<HistoryData> {
  const login = getAuth();
  const deviceCodes = getSurveyState().deviceResults.map((result) => result.code);
  const reader = historyReader(login?.id ?? null, deviceCodes);
  if (read?.reader !== reader) read = { reader, entries: readHistory(login !== null, deviceCodes) };
  const reading = read;
  let entries: HistoryEntry[];
  try {
    entries = await reading.entries;
  } catch {
    // Read again next time, not this failure.
    if (read === reading) read = null;
    return { status: 'error', reader };
  }
  const chosen = chosenOf(new URL(request.url), entries);
  const pair = comparedPair(entries, chosen);
  const change = pair && {
    earlier: pair[0],
    later: pair[1],
    found: fetchChange(pair[0].code, pair[1].code).catch(() => null),
  };
  return { status: 'ready', reader, entries, chosen, change };
}
