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
 * The options of a question in the order one person sees them (issue 53): a list (multiple
 * choice) shuffled by the person's seed and the question's id, the same order every time that
 * person meets the question, another for the next person, so that no option gains by coming
 * first; every other question (ordered scales, yes/no) in its own order. Without a seed (the page
 * before its scripts run), the questionnaire's order.
 */
export function optionsInPersonalOrder<A>(
  question: Pick<QuestionContent, 'id' | 'type'> & { answers: readonly A[] },
  seed: number | null,
): readonly A[] {
  if (seed === null || !isMultipleChoice(question)) return question.answers;
  const random = seededRandom(Math.imul(question.id + 1, 0x9e3779b1) ^ seed);
  const order = [...question.answers];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as A, order[i] as A];
  }
  return order;
}
