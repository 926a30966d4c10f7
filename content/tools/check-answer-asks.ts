import { LOCALES, type Locale, type QuestionContent } from '@values-cross/core';
import { hasCondition, MODAL_CLASSES, modalClasses, type ModalClass } from './modality';
import { problem, type Problem } from './problem';

/**
 * The reviewer's decision that one language words an answer with other modal classes than the
 * German text, and why (the European Social Survey's practice: translate, review, adjudicate,
 * document). Kept in the question's translation record, under `answers`, by answer id and
 * language.
 */
export interface AnswerDecision {
  modality: ModalClass[];
  decision: string;
}

/** The decisions of one question's answers: answer id → language → decision. */
export type AnswerDecisions = ReadonlyMap<number, Partial<Record<Locale, AnswerDecision>>>;

const isModalClass = (x: unknown): x is ModalClass => MODAL_CLASSES.some((c) => c === x);

/** The decisions as read from a record's `answers`, or why they are none. */
export function asAnswerDecisions(value: unknown): AnswerDecisions | string {
  if (value === undefined) return new Map();
  if (typeof value !== 'object' || value === null) return '"answers" is no object';
  const decisions = new Map<number, Partial<Record<Locale, AnswerDecision>>>();
  for (const [id, byLocale] of Object.entries(value)) {
    if (typeof byLocale !== 'object' || byLocale === null)
      return `"answers", answer ${id}, is no object`;
    const read: Partial<Record<Locale, AnswerDecision>> = {};
    for (const [locale, decision] of Object.entries(byLocale as Record<string, unknown>)) {
      if (!LOCALES.some((l) => l === locale))
        return `"answers", answer ${id}, names no language "${locale}"`;
      const { modality, decision: why, degree } = (decision ?? {}) as Record<string, unknown>;
      // A decision on the degree alone (check-degree.ts) leaves the modal classes to German.
      if (modality === undefined && why === undefined && degree !== undefined) continue;
      if (!Array.isArray(modality) || !modality.every(isModalClass))
        return `"answers", answer ${id}, ${locale}: "modality" must list modal classes`;
      if (typeof why !== 'string' || why.trim() === '')
        return `"answers", answer ${id}, ${locale}: the decision gives no reason`;
      read[locale as Locale] = { modality, decision: why };
    }
    decisions.set(Number(id), read);
  }
  return decisions;
}

const named = (classes: readonly ModalClass[]) =>
  classes.length === 0 ? 'no modal verb' : classes.join(' + ');

/**
 * The modal classes a text adds to its question's: an answer may say again what the question
 * asks ("Switzerland should become a member", to "how closely should Switzerland work with the
 * EU?"); any other modal verb is the answer's own.
 */
function ownClasses(text: string, locale: Locale, asked: readonly ModalClass[]): ModalClass[] {
  return modalClasses(text, locale).filter((c) => !asked.includes(c));
}

const same = (a: readonly ModalClass[], b: readonly ModalClass[]) =>
  MODAL_CLASSES.every((c) => a.includes(c) === b.includes(c));

/**
 * Every answer says what its German text says, modally: each language's standard and easy texts
 * carry the German standard text's modal classes beyond those of the question itself, unless
 * the record holds a decision for that language (whose classes its texts then carry). "Should"
 * turned into "must", or a "can" added, makes an answer another answer.
 */
export function answerModalityProblems(input: {
  file: string;
  question: QuestionContent;
  asked: readonly ModalClass[];
  decisions: AnswerDecisions;
}): Problem[] {
  const { file, question, asked, decisions } = input;
  const problems: Problem[] = [];
  const answerIds = new Set(question.answers.map((a) => a.id));
  for (const id of decisions.keys()) {
    if (!answerIds.has(id))
      problems.push(
        problem(file, `the record decides for answer ${id}, which the question does not have`, {
          questionId: question.id,
        }),
      );
  }
  for (const answer of question.answers) {
    problems.push(...answerConditionProblems(file, question.id, answer));
    const german = ownClasses(answer.text.de, 'de', asked);
    for (const locale of LOCALES) {
      const decided = decisions.get(answer.id)?.[locale];
      const expected = decided ? decided.modality : german;
      const source = decided ? "the record's decision" : 'the German text';
      for (const [what, text] of [
        ['text', answer.text[locale]],
        ['easy text', answer.easy?.text[locale]],
      ] as const) {
        if (!text || (locale === 'de' && what === 'text' && !decided)) continue;
        const found = ownClasses(text, locale, asked);
        if (same(found, expected)) continue;
        problems.push(
          problem(
            file,
            `answer ${answer.id}'s ${what} says ${named(found)} where ${source} says ${named(expected)}: "${text}"`,
            { questionId: question.id, locale },
          ),
        );
      }
    }
  }
  return problems;
}

/**
 * Every wording of an answer sets a condition (if, even if) where its German text does, and
 * none where it does not: "only if someone can take over" and "only sometimes" are other answers.
 */
function answerConditionProblems(
  file: string,
  questionId: number,
  answer: QuestionContent['answers'][number],
): Problem[] {
  const german = hasCondition(answer.text.de, 'de');
  return LOCALES.flatMap((locale) =>
    (
      [
        ['text', locale === 'de' ? undefined : answer.text[locale]],
        ['easy text', answer.easy?.text[locale]],
      ] as const
    ).flatMap(([what, text]) =>
      !text || hasCondition(text, locale) === german
        ? []
        : [
            problem(
              file,
              `answer ${answer.id}'s ${what} ${german ? 'sets no condition where the German text sets one' : 'sets a condition the German text does not set'}: "${text}"`,
              { questionId, locale },
            ),
          ],
    ),
  );
}
