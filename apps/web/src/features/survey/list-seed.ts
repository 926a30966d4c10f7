import { LIST_SEED_KEY, newListSeed } from '@values-cross/core';
import { readStored, writeStored } from '@/lib/browser-store';

/**
 * The person's list seed as the page's first inline script keeps it (src/turn-lists-early.ts):
 * the one in local storage, else one chosen now and kept; null where storage is refused (lists
 * then keep the questionnaire's order, as that script leaves them).
 */
export function keptListSeed(): number | null {
  const stored = readStored('local', LIST_SEED_KEY);
  if (stored && /^\d{1,10}$/.test(stored)) return Number(stored);
  const seed = newListSeed();
  return writeStored('local', LIST_SEED_KEY, String(seed)) ? seed : null;
}
