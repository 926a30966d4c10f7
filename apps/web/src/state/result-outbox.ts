import { browserStore, useStored } from '../lib/browser-store';
import type { NewResult } from '../domain/results/results-api';
import { OUTBOX_KEY } from './outbox-key';

/**
 * A result the device made and the server has not acknowledged yet (decision 0059): what it
 * sends, under the key that makes a second sending store nothing new (decision 0058).
 */
export interface QueuedResult {
  /** The device's send key: also the result's secret once it is stored. */
  key: string;
  /** What is sent, the key included. */
  result: NewResult & { sendKey: string };
  /** When the person finished (ISO): the queue is sent oldest first. */
  madeAt: string;
}

function isQueuedResult(value: unknown): value is QueuedResult {
  const entry = value as Partial<QueuedResult> | null;
  return (
    typeof entry?.key === 'string' &&
    typeof entry.madeAt === 'string' &&
    typeof entry.result === 'object' &&
    entry.result !== null &&
    Array.isArray(entry.result.answers) &&
    entry.result.sendKey === entry.key
  );
}

function parseOutbox(text: string | null): readonly QueuedResult[] {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueuedResult) : [];
  } catch {
    return [];
  }
}

/**
 * The results waiting to be sent, kept in local storage apart from the survey: a kiosk's reset
 * for the next visitor, and starting again, leave them to be sent; a closed tab loses none.
 */
const outbox = browserStore({
  area: 'local',
  key: OUTBOX_KEY,
  parse: parseOutbox,
  otherTabs: true,
  // Storage is the truth: another tab, or a logout that clears storage, changes it under us.
  live: true,
});

/** The results waiting to be sent, oldest first. */
export function queuedResults(): readonly QueuedResult[] {
  return outbox.get();
}

/** Keeps a result to be sent until the server acknowledges it (the same key replaces it). */
export function queueResult(entry: QueuedResult): void {
  const others = outbox.get().filter((queued) => queued.key !== entry.key);
  outbox.set([...others, entry]);
}

/** Forgets a result the server acknowledged (or refused for good). */
export function dequeueResult(key: string): void {
  const kept = outbox.get().filter((queued) => queued.key !== key);
  if (kept.length !== outbox.get().length) outbox.set(kept);
}

/** How many results wait to be sent, re-rendering when it changes (a kiosk shows its operator). */
export function useQueuedCount(): number {
  return useStored(outbox, (queued) => queued.length);
}
