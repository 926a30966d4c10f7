import { isMultipleChoice } from '../questionnaire/question-kind';
import type { QuestionContent } from '../questionnaire/types';

/** A 32-bit seed for one person's order of list options: random, kept in their browser only. */
export function newListSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 32) >>> 0;
}

/** A small seeded PRNG (mulberry32): uniform numbers in [0, 1), the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The most options a list may have: the page's style sheet turns lists of up to this many options
 * before its scripts run (apps/web list-turns.css), and the content check holds every list to it.
 */
export const MAX_LIST_OPTIONS = 12;

/** Where a browser keeps its person's list seed (local storage): never sent, never stored. */
export const LIST_SEED_KEY = 'vc-list-seed';

/**
 * How many places one person's lists of `size` options are turned: the seed's remainder, so that
 * over many people each option comes first equally often. The page's first inline script computes
 * the same (apps/web/index.html), so that a list shows in the person's order from the first paint.
 */
export function listTurn(seed: number, size: number): number {
  return size > 0 ? seed % size : 0;
}

/**
 * The options of a question in the order one person sees them (issue 53): a list (multiple
 * choice) turned by the person's seed (listTurn: it starts at another option for the next person,
 * the options keeping their round), the same every time that person meets it, so that no option
 * gains by coming first; every other question (ordered scales, yes/no) in its own order. Without a
 * seed, the questionnaire's order.
 */
export function optionsInPersonalOrder<A>(
  question: Pick<QuestionContent, 'id' | 'type'> & { answers: readonly A[] },
  seed: number | null,
): readonly A[] {
  if (seed === null || !isMultipleChoice(question)) return question.answers;
  const turn = listTurn(seed, question.answers.length);
  return [...question.answers.slice(turn), ...question.answers.slice(0, turn)];
}
