// Sending the results that wait on the device (decision 0059): one request at a time per
// result, oldest first, again when the network returns. Apart from the page that makes results, so
// a kiosk sends what waits from any of its pages.
import { ApiError } from '@/lib/api-client';
import { getAuth, patchAuth } from '@/lib/auth-session';
import { createAnswerSet } from '@/domain/results/results-api';
import type { CreatedAnswerSet } from '@/domain/results/results-api';
import { resultCreated } from './survey-state';
import { getSurveyState, updateSurvey } from './survey-store';
import { dequeueResult, queuedResults, type QueuedResult } from './result-outbox';

/** A result just created: in the group the survey was taken for, or outside it when it refused. */
export interface Creation {
  created: CreatedAnswerSet;
  group: string | null;
  /** Why the group refused the result (`group_closed`, `unknown_group`, `too_many_joins`). */
  refused: string | null;
}

/** The sending of each queued result under way, by key: one request at a time per result. */
const underWay = new Map<string, Promise<Creation>>();

/**
 * The server's reason when the group refused a new result: closed, no longer there (400), or
 * too many joins from the visitor's network just now (429).
 */
function groupRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) return null;
  return error.fields.group?.[0] ?? null;
}

/**
 * Sends a queued result once at a time (decision 0059). A group that no longer takes members
 * does not cost the person their result: it is stored outside the group. Acknowledged, it leaves
 * the queue and, when it is the survey's current result, becomes the visitor's own: its code and
 * secret with their answers, and a logged-in visitor's cross.
 */
export function sendQueued(queued: QueuedResult): Promise<Creation> {
  const running = underWay.get(queued.key);
  if (running) return running;
  const { result } = queued;
  const promise = createAnswerSet(result)
    .then(
      (created): Creation => ({ created, group: result.group, refused: null }),
      async (error: unknown): Promise<Creation> => {
        const refused = result.group ? groupRefusal(error) : null;
        if (!refused) throw error;
        const created = await createAnswerSet({ ...result, group: null });
        return { created, group: null, refused };
      },
    )
    .then((creation) => {
      dequeueResult(queued.key);
      const { code, secret } = creation.created;
      if (getSurveyState().sending?.key === queued.key) {
        updateSurvey((state) =>
          resultCreated(state, { code, secret, group: creation.group, refused: creation.refused }),
        );
        // A logged-in visitor's new result is their cross now (the server recorded it).
        if (getAuth()) patchAuth({ swissCross: code });
      }
      return creation;
    })
    .finally(() => underWay.delete(queued.key));
  underWay.set(queued.key, promise);
  return promise;
}

/**
 * Sends every queued result, oldest first, until one cannot be sent now (the network is away:
 * the rest wait for the next try); a result the server refuses for good leaves the queue.
 */
export async function sendWaitingResults(): Promise<void> {
  for (const queued of queuedResults()) {
    try {
      await sendQueued(queued);
    } catch (error) {
      if (!(error instanceof ApiError) || error.retryable) return;
      dequeueResult(queued.key);
    }
  }
}

/** How often waiting results are tried again while the page is open (and at once when online). */
const RESEND_MS = 30_000;
let sendingKept = false;

/**
 * Keeps sending waiting results while the page is open: now, whenever the browser comes online,
 * and every RESEND_MS while any wait. Started once per page.
 */
export function keepSendingResults(): void {
  if (sendingKept || typeof window === 'undefined') return;
  sendingKept = true;
  const send = () => {
    if (queuedResults().length > 0) void sendWaitingResults();
  };
  window.addEventListener('online', send);
  setInterval(send, RESEND_MS);
  send();
}
