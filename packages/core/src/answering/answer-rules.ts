import { isMultipleChoice, maxSelections } from '../questionnaire/question-kind';
import type { AnswerMap, QuestionType } from '../questionnaire/types';

/** The parts of a question the answering rules look at; content and served questions both fit. */
type AnswerableQuestion = {
  readonly id: number;
  readonly type: QuestionType;
  readonly childQuestions: readonly AnswerableQuestion[];
  readonly answers: readonly { readonly id: number }[];
};

/**
 * Whether a question counts as answered (product.md §4): it has an entry with at least one answer id; a
 * GROUP only when all its children are (a GROUP without children is trivially answered).
 */
export function isQuestionAnswered(q: AnswerableQuestion, answers: AnswerMap): boolean {
  if (q.type === 'GROUP')
    return q.childQuestions.every((child) => isQuestionAnswered(child, answers));
  return (answers[q.id]?.length ?? 0) > 0;
}

/**
 * Whether a person is done with a question (decision 0045): a leaf is answered or passed (its id
 * among `passed`, the questions the person chose to leave without an answer); a GROUP when each
 * child is. The next arrow waits for this (product.md §2 greys it until the question is answered; a
 * deliberate "no answer" is the person's answer to pass).
 */
export function isQuestionSettled(
  q: AnswerableQuestion,
  answers: AnswerMap,
  passed: readonly number[],
): boolean {
  if (q.type === 'GROUP')
    return q.childQuestions.every((child) => isQuestionSettled(child, answers, passed));
  return isQuestionAnswered(q, answers) || passed.includes(q.id);
}

/**
 * The passed questions after passing a question (decision 0045): every leaf of it without an
 * answer is passed (the answered children of a group keep their answers). Returns a new list.
 */
export function passQuestion(
  q: AnswerableQuestion,
  answers: AnswerMap,
  passed: readonly number[],
): number[] {
  const leaves = q.type === 'GROUP' ? q.childQuestions : [q];
  const unanswered = leaves.filter((leaf) => !isQuestionAnswered(leaf, answers)).map((l) => l.id);
  return [...passed.filter((id) => !unanswered.includes(id)), ...unanswered];
}

/**
 * The answers after choosing for one question (product.md §4): the selected ids are stored as the
 * question's entry; an empty or null selection removes the entry. Returns a new map.
 */
export function selectAnswers(
  answers: AnswerMap,
  questionId: number,
  ids: readonly number[] | null,
): AnswerMap {
  const others = Object.entries(answers).filter(([id]) => Number(id) !== questionId);
  const next: Record<number, readonly number[]> = Object.fromEntries(others);
  if (ids !== null && ids.length > 0) next[questionId] = [...ids];
  return next;
}

/**
 * The selection after clicking an option of a multiple-choice question (product.md §4): a chosen option
 * is removed; an unchosen one is added unless the maximum (3 for MAX3) is already reached, in
 * which case, as for ids that are not answers of the question, the selection is returned unchanged.
 */
export function toggleMultipleChoice(input: {
  question: AnswerableQuestion;
  selected: readonly number[];
  answerId: number;
}): readonly number[] {
  const { question, selected, answerId } = input;
  if (selected.includes(answerId)) return selected.filter((id) => id !== answerId);
  if (!question.answers.some((a) => a.id === answerId)) return selected;
  if (selected.length >= maxSelections(question)) return selected;
  return [...selected, answerId];
}

/**
 * Whether an option is greyed out (product.md §4): in multiple choice with a maximum (MAX3), once the
 * maximum is chosen every unselected option is disabled; chosen options stay clickable.
 */
export function isOptionDisabled(input: {
  question: AnswerableQuestion;
  selected: readonly number[];
  answerId: number;
}): boolean {
  const { question, selected, answerId } = input;
  if (!isMultipleChoice(question) || selected.includes(answerId)) return false;
  return selected.length >= maxSelections(question);
}

/**
 * All chosen answer ids as one list, as posted when creating an answer set (product.md §3, §7): by
 * question id ascending, each question's ids in selection order.
 */
export function answerIdsOf(answers: AnswerMap): number[] {
  return Object.keys(answers)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((questionId) => answers[questionId] ?? []);
}
