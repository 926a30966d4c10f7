import { useEffect, useState } from 'react';
import { ApiError, checkAnswer } from '@/lib/api-client';
import { useAdminSecret } from '@/domain/groups/group-admin-secret';
import { useHydrated } from '@/lib/use-hydrated';
import { fetchGroup, groupEventsUrl, type Group } from '@/domain/groups/groups-api';
import { FeedWithSecret } from './feed-with-secret';

/** How long the screen waits before it connects again after the feed was refused or failed. */
export const RECONNECT_MS = 5000;

/** What the live screen shows: the latest group, whether it is live, or that it is gone. */
export interface GroupFeed {
  group: Group;
  /** Connected to the live feed now; false while (re)connecting: the last data stays. */
  live: boolean;
  /** The group was deleted while the screen was open. */
  gone: boolean;
}

/**
 * The group as it changes, from the server's live feed (server-sent events `group`). The browser
 * reconnects a dropped connection by itself; when the feed is refused (an instance restarting
 * behind a proxy), it is opened again after RECONNECT_MS. The last data stays on screen meanwhile.
 * A browser that holds the group's admin secret sends it (FeedWithSecret): the server keeps
 * slots for the admin's screen that viewers cannot take.
 */
export function useGroupFeed(initial: Group): GroupFeed {
  const [state, setState] = useState({ group: initial, live: false, gone: false });
  const { code } = initial;
  const secret = useAdminSecret(code);
  // Connects once the page is the browser's: then it knows the admin secret, if it holds it.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return;
    let source: EventSource | FeedWithSecret | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Each event is checked before it is shown; this keeps them in the order they came.
    let shown: Promise<unknown> = Promise.resolve();
    const inOrder = (show: () => unknown) => {
      shown = shown.then(show).catch(() => undefined);
    };
    const again = () => {
      if (!stopped) timer = setTimeout(connect, RECONNECT_MS);
    };
    // Refused: is the group still there? A deleted group says so instead of retrying forever.
    const retry = () => {
      fetchGroup(code).then(
        (group) => {
          if (!stopped) setState({ group, live: false, gone: false });
          again();
        },
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) return again();
          if (!stopped) setState((current) => ({ ...current, live: false, gone: true }));
        },
      );
    };
    function connect() {
      if (stopped) return;
      const url = groupEventsUrl(code);
      source = secret
        ? new FeedWithSecret(url, { 'x-group-secret': secret })
        : new EventSource(url);
      source.addEventListener('group', (event) => {
        const data = (event as MessageEvent<string>).data;
        // A state the contract does not describe is skipped; the next one replaces it anyway.
        inOrder(async () => {
          const group = await checkAnswer('group', JSON.parse(data));
          if (!stopped) setState({ group, live: true, gone: false });
        });
      });
      // The group was deleted: the feed says so and ends.
      source.addEventListener('deleted', () => {
        source?.close();
        inOrder(() => setState((current) => ({ ...current, live: false, gone: true })));
      });
      source.addEventListener('open', () => setState((current) => ({ ...current, live: true })));
      source.addEventListener('error', () => {
        setState((current) => ({ ...current, live: false }));
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry();
        }
      });
    }
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
  }, [code, secret, hydrated]);

  return state.group.code === code ? state : { group: initial, live: false, gone: false };
}
