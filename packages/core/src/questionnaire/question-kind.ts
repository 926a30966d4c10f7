import { LOCALES, type Answer, type Locale, type LocalizedText, type QuestionType } from './types';

/** At most this many answers may be chosen in a MAX3 multiple-choice question (product.md §4, §5, §9). */
export const MAX3_LIMIT = 3;

/** The part of a question that decides its kind. */
type Typed = { readonly type: QuestionType };

/** A question tree node: content questions and served questions both fit. */
export type QuestionNode<Q> = Typed & { readonly childQuestions: readonly Q[] };

/** Whether several answers may be chosen: MC and MC with MAX3 in the type (product.md §3). */
export function isMultipleChoice(q: Typed): boolean {
  return q.type.startsWith('MC');
}

/** Whether at most three answers may be chosen: the type contains MAX3 (product.md §3, §4). */
export function isMax3(q: Typed): boolean {
  return q.type.includes('MAX3');
}

/**
 * How many answers the visitor may choose (product.md §3, §4): 3 for MAX3, unlimited for MC, one for
 * SC/OPT, none for a GROUP (its children are answered instead).
 */
export function maxSelections(q: Typed): number {
  if (q.type === 'GROUP') return 0;
  if (isMax3(q)) return MAX3_LIMIT;
  if (isMultipleChoice(q)) return Number.POSITIVE_INFINITY;
  return 1;
}

/** The answers of a yes/no question in each language (product.md §3 names the German ones). */
const YES_NO: Record<Locale, readonly [string, string]> = {
  de: ['ja', 'nein'],
  fr: ['oui', 'non'],
  it: ['sì', 'no'],
  en: ['yes', 'no'],
};

/**
 * Whether a question is a yes/no question drawn as a two-position slider (product.md §2, §3): exactly
 * two answers whose German texts are 'ja' and 'nein' (trimmed, case-insensitive). Answers served
 * in one language only (`?lang=`) are read in that language: 'oui'/'non', 'sì'/'no', 'yes'/'no'.
 */
export function isYesNoQuestion(q: { readonly answers: readonly Answer[] }): boolean {
  if (q.answers.length !== 2) return false;
  const texts: Partial<LocalizedText> = q.answers[0]?.text ?? {};
  const locale = texts.de !== undefined ? 'de' : LOCALES.find((l) => texts[l] !== undefined);
  if (!locale) return false;
  const words = q.answers
    .map((a) => ((a.text as Partial<LocalizedText>)[locale] ?? '').trim().toLowerCase())
    .sort();
  const expected = [...YES_NO[locale]].sort();
  return words[0] === expected[0] && words[1] === expected[1];
}

// A questionnaire never changes once loaded: what is derived from its question list is kept with
// the list (and goes with it), so scoring a request does not derive it again.
const leavesOf = new WeakMap<object, readonly unknown[]>();

/**
 * The questions that carry answers: GROUPs replaced by their children, recursively (product.md §3).
 * Kept per question list: never change the list after asking.
 */
export function leafQuestions<Q extends QuestionNode<Q>>(questions: readonly Q[]): readonly Q[] {
  const kept = leavesOf.get(questions) as readonly Q[] | undefined;
  if (kept) return kept;
  const leaves = questions.flatMap((q) =>
    q.type === 'GROUP' ? leafQuestions(q.childQuestions) : [q],
  );
  leavesOf.set(questions, leaves);
  return leaves;
}
