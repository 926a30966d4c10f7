import { LOCALES, type Locale } from '@values-cross/core';
import { DEGREE_CLASSES, type DegreeClass } from './degree';

/**
 * A reviewer's decision that one language words a question or an answer with other degree classes
 * than the text it is held to (the German standard text, or for an easy text its own standard
 * text), and why. `text` gives the classes of the language's standard text, `easy` those of its
 * easy text; a wording the decision leaves out is held as usual.
 */
export interface DegreeDecision {
  text?: DegreeClass[];
  easy?: DegreeClass[];
  decision: string;
}

/** The decisions of one question or one answer, by language. */
export type DegreeDecisions = Partial<Record<Locale, DegreeDecision>>;

/** A question's degree decisions: for its own texts, and by answer id for its answers'. */
export interface QuestionDegreeDecisions {
  question: DegreeDecisions;
  answers: ReadonlyMap<number, DegreeDecisions>;
}

const isDegreeClass = (x: unknown): x is DegreeClass => DEGREE_CLASSES.some((c) => c === x);
const isLocale = (x: string): x is Locale => LOCALES.some((l) => l === x);

/** One language's decision as read, or why it is none. */
function asDecision(value: unknown, locale: Locale): DegreeDecision | string {
  if (typeof value !== 'object' || value === null) return 'is no object';
  const { text, easy, decision } = value as Record<string, unknown>;
  for (const [name, classes] of [
    ['text', text],
    ['easy', easy],
  ] as const) {
    if (classes !== undefined && (!Array.isArray(classes) || !classes.every(isDegreeClass)))
      return `"${name}" must list degree classes (${DEGREE_CLASSES.join(', ')})`;
  }
  if (text === undefined && easy === undefined) return 'decides for neither "text" nor "easy"';
  if (locale === 'de' && text !== undefined)
    return '"text": the German standard text is the reference, it needs no decision';
  if (typeof decision !== 'string' || decision.trim() === '') return 'gives no reason';
  return {
    ...(text === undefined ? {} : { text: text as DegreeClass[] }),
    ...(easy === undefined ? {} : { easy: easy as DegreeClass[] }),
    decision,
  };
}

/** A `degree` object (language → decision) as read, or why it is none. */
function asQuestionDecisions(value: unknown): DegreeDecisions | string {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) return '"degree" is no object';
  const decisions: DegreeDecisions = {};
  for (const [locale, entry] of Object.entries(value)) {
    if (!isLocale(locale)) return `"degree" names no language "${locale}"`;
    const decision = asDecision(entry, locale);
    if (typeof decision === 'string') return `"degree", ${locale}: ${decision}`;
    decisions[locale] = decision;
  }
  return decisions;
}

/** The `degree` of each language of one answer (`answers` → id → language), or why it is none. */
function asAnswerDecisions(id: string, byLocale: unknown): DegreeDecisions | string {
  const decisions: DegreeDecisions = {};
  if (typeof byLocale !== 'object' || byLocale === null) return decisions;
  for (const [locale, entry] of Object.entries(byLocale)) {
    const degree = (entry as { degree?: unknown } | null)?.degree;
    // The language names and the modality decisions are read by check-answer-asks.ts.
    if (degree === undefined || !isLocale(locale)) continue;
    const decision = asDecision(degree, locale);
    if (typeof decision === 'string')
      return `"answers", answer ${id}, ${locale}, "degree": ${decision}`;
    decisions[locale] = decision;
  }
  return decisions;
}

/**
 * The degree decisions of a question's note in the translation record (questionnaire/asks):
 * `degree` (language → decision) for the question's texts, and `answers` → answer id → language
 * → `degree` for its answers', or why they cannot be read. Anything else in the note is not read
 * here.
 */
export function degreeDecisionsOf(note: unknown): QuestionDegreeDecisions | string {
  const { degree, answers } = (note ?? {}) as Record<string, unknown>;
  const question = asQuestionDecisions(degree);
  if (typeof question === 'string') return question;
  const byAnswer = new Map<number, DegreeDecisions>();
  if (typeof answers === 'object' && answers !== null) {
    for (const [id, byLocale] of Object.entries(answers)) {
      const decisions = asAnswerDecisions(id, byLocale);
      if (typeof decisions === 'string') return decisions;
      if (Object.keys(decisions).length > 0) byAnswer.set(Number(id), decisions);
    }
  }
  return { question, answers: byAnswer };
}
