import { roundTo3 } from '../scoring/round';

/** The parts of a top-level question the flow looks at. */
type FlowQuestion = { readonly chapter: number; readonly inNexpresso: boolean };

/** Which part of the survey: the short version (inNexpresso) or the long version (product.md §1). */
export type SurveyPart = 'short' | 'long';

/**
 * The order in which the top-level questions are asked (product.md §2, §7): short-version questions
 * (inNexpresso) first, then the rest; within each part by chapter, then by input order.
 */
export function questionOrder<Q extends FlowQuestion>(questions: readonly Q[]): Q[] {
  const byChapter = (a: Q, b: Q): number => a.chapter - b.chapter;
  const short = questions.filter((q) => q.inNexpresso).sort(byChapter);
  const long = questions.filter((q) => !q.inNexpresso).sort(byChapter);
  return [...short, ...long];
}

/** How many questions the short version has: the leading inNexpresso run of the order (product.md §1). */
export function shortVersionLength(order: readonly FlowQuestion[]): number {
  const firstLong = order.findIndex((q) => !q.inNexpresso);
  return firstLong === -1 ? order.length : firstLong;
}

/** The 1-based position of the first long-version question, or null if there is none (product.md §2). */
export function firstLongQuestion(order: readonly FlowQuestion[]): number | null {
  const short = shortVersionLength(order);
  return short < order.length ? short + 1 : null;
}

/**
 * Width of the progress bar as a fraction (product.md §2): question number n divided by the total,
 * rounded to 3 decimals, kept within 0..1; 0 when there are no questions.
 */
export function progressWidth(n: number, total: number): number {
  if (!(total > 0)) return 0;
  return roundTo3(Math.min(1, Math.max(0, n / total)));
}

function checkPosition(order: readonly FlowQuestion[], position: number): void {
  if (!Number.isInteger(position) || position < 1 || position > order.length) {
    throw new RangeError(`No question at position ${position} of ${order.length}`);
  }
}

/** Whether the short version has a question in chapter c: its introduction was seen there. */
function seenInShort(order: readonly FlowQuestion[], chapter: number): boolean {
  return order.slice(0, shortVersionLength(order)).some((q) => q.chapter === chapter);
}

/**
 * Where the question at a 1-based position is entered from the flow (product.md §2): its chapter's
 * introduction when it opens a chapter, unless it is in the long version and the short version
 * already introduced that chapter (the long version goes on, it does not start again).
 */
function entryTo(order: readonly FlowQuestion[], position: number): string {
  const question = order[position - 1];
  const previous = order[position - 2];
  const opensChapter = question !== undefined && question.chapter !== previous?.chapter;
  const introduced =
    question !== undefined &&
    position > shortVersionLength(order) &&
    seenInShort(order, question.chapter);
  return opensChapter && !introduced ? `/chapter/${question.chapter}` : `/question/${position}`;
}

/**
 * Where the next arrow leads from question `position` (1-based) (product.md §2): /result after the
 * last question; /continue/{n+1} after the last short-version question when long ones follow;
 * /chapter/{c} when the next question opens chapter c (in the long version only a chapter the
 * short version did not introduce); else /question/{n+1}. A position outside 1..order.length
 * throws a RangeError (the route id must be checked first).
 */
export function nextRoute(input: { order: readonly FlowQuestion[]; position: number }): string {
  const { order, position } = input;
  checkPosition(order, position);
  const next = order[position];
  if (next === undefined) return '/result';
  if (position === shortVersionLength(order)) return `/continue/${position + 1}`;
  return entryTo(order, position + 1);
}

/**
 * Where the long version starts (product.md §2, decision 0045): its first question, or that question's
 * chapter introduction when the short version had none of the chapter; null when there is no long
 * version.
 */
export function longVersionEntry(order: readonly FlowQuestion[]): string | null {
  const first = firstLongQuestion(order);
  return first === null ? null : entryTo(order, first);
}

/** Where the previous arrow leads (product.md §2): question n-1; null on question 1 (arrow hidden). */
export function previousRoute(input: {
  order: readonly FlowQuestion[];
  position: number;
}): string | null {
  checkPosition(input.order, input.position);
  return input.position > 1 ? `/question/${input.position - 1}` : null;
}

/**
 * The 1-based position the chapter screen /chapter/{c} leads to (product.md §2): the first question of
 * chapter c within the given part of the survey, or null when that part has none.
 */
export function chapterStart(input: {
  order: readonly FlowQuestion[];
  chapter: number;
  part: SurveyPart;
}): number | null {
  const short = shortVersionLength(input.order);
  const found = input.order.findIndex(
    (q, i) => q.chapter === input.chapter && i < short === (input.part === 'short'),
  );
  return found === -1 ? null : found + 1;
}

/** The part of the survey that the question at a 1-based position belongs to (product.md §1, §2). */
export function partOf(input: { order: readonly FlowQuestion[]; position: number }): SurveyPart {
  return input.position <= shortVersionLength(input.order) ? 'short' : 'long';
}

/**
 * The minutes the short version is said to take (the landing page's "about 6 minutes"): the pace
 * the survey states, per question, is this over the short version's questions.
 */
export const SHORT_VERSION_MINUTES = 6;

/**
 * How long a number of questions takes at the stated pace (SHORT_VERSION_MINUTES over the short
 * version's questions): whole seconds per question and whole minutes, at least one.
 */
export function timeAtStatedPace(input: { questions: number; shortQuestions: number }): {
  secondsPerQuestion: number;
  minutes: number;
} {
  const secondsPerQuestion = Math.round(
    (SHORT_VERSION_MINUTES * 60) / Math.max(1, input.shortQuestions),
  );
  const minutes = Math.max(1, Math.round((input.questions * secondsPerQuestion) / 60));
  return { secondsPerQuestion, minutes };
}
