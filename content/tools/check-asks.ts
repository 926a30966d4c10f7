import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale, type Questionnaire } from '@values-cross/core';
import { allQuestions } from './check-structure';
import { hasCondition, MODAL_CLASSES, modalClasses, type ModalClass } from './modality';
import { problem, type Problem } from './problem';
import {
  answerModalityProblems,
  asAnswerDecisions,
  type AnswerDecisions,
} from './check-answer-asks';

/**
 * What one question asks, in a note beside the questionnaire (questionnaire/asks/<version>.json,
 * keyed by question id): one English sentence, and the modal classes and the condition that
 * every wording of the question, standard and easy, in every language, carries.
 */
export interface AskNote {
  asks: string;
  modality: ModalClass[];
  condition: boolean;
  /** Where a language words an answer with other modal classes, the reviewer's decision. */
  answers: AnswerDecisions;
}

/** The folder of the notes, relative to the content package. */
export const ASKS_DIR = 'questionnaire/asks';

/** The notes' file of a version, relative to the content package. */
export function asksFileName(version: string): string {
  return `${ASKS_DIR}/${version}.json`;
}

const isModalClass = (x: unknown): x is ModalClass => MODAL_CLASSES.some((c) => c === x);

/** The note as read, or why it is no note. */
function asNote(value: unknown): AskNote | string {
  if (typeof value !== 'object' || value === null) return 'is no object';
  const { asks, modality, condition, answers } = value as Record<string, unknown>;
  if (typeof asks !== 'string' || asks.trim() === '') return 'has no "asks" sentence';
  if (!Array.isArray(modality) || !modality.every(isModalClass))
    return `"modality" must list modal classes (${MODAL_CLASSES.join(', ')})`;
  if (new Set(modality).size !== modality.length) return '"modality" names a class twice';
  if (typeof condition !== 'boolean') return '"condition" must be true or false';
  const decisions = asAnswerDecisions(answers);
  if (typeof decisions === 'string') return decisions;
  return { asks, modality, condition, answers: decisions };
}

const named = (classes: readonly ModalClass[]) =>
  classes.length === 0 ? 'no modal verb' : classes.join(' + ');

const sameClasses = (a: readonly ModalClass[], b: readonly ModalClass[]) =>
  MODAL_CLASSES.every((c) => a.includes(c) === b.includes(c));

/** The problems of one wording of a question against its note. */
function wordingProblems(input: {
  file: string;
  what: string;
  text: string;
  note: AskNote;
  where: { questionId: number; locale: Locale };
}): Problem[] {
  const { file, what, text, note, where } = input;
  const problems: Problem[] = [];
  const found = modalClasses(text, where.locale);
  if (!sameClasses(found, note.modality)) {
    problems.push(
      problem(
        file,
        `${what} says ${named(found)} where the question asks with ${named(note.modality)}: "${text}"`,
        where,
      ),
    );
  }
  const condition = hasCondition(text, where.locale);
  if (condition !== note.condition) {
    problems.push(
      problem(
        file,
        `${what} ${condition ? 'sets a condition the question does not' : 'drops the condition the question sets'}: "${text}"`,
        where,
      ),
    );
  }
  return problems;
}

/**
 * Every wording of a question asks what its note says (tools/modality.ts): its standard text and
 * its easy text, in each language, use the note's modal classes (should, must, could, can) and
 * set a condition (if, even if) exactly when the note does; its answers say in every wording what
 * their German text says (check-answer-asks.ts). Every question has a note, and every note a
 * question.
 */
export function checkAsks(input: {
  file: string;
  questionnaire: Questionnaire;
  notesFile: string;
  notes: unknown;
}): Problem[] {
  const { file, questionnaire, notesFile } = input;
  if (typeof input.notes !== 'object' || input.notes === null) {
    return [problem(notesFile, 'the notes are no object keyed by question id')];
  }
  const problems: Problem[] = [];
  const notes = new Map<number, AskNote>();
  for (const [key, value] of Object.entries(input.notes)) {
    const note = asNote(value);
    if (typeof note === 'string') {
      problems.push(problem(notesFile, `the note ${note}`, { questionId: Number(key) }));
    } else {
      notes.set(Number(key), note);
    }
  }
  const questions = allQuestions(questionnaire.questions);
  const ids = new Set(questions.map((q) => q.id));
  for (const key of Object.keys(input.notes)) {
    if (!ids.has(Number(key)))
      problems.push(problem(notesFile, `a note for question ${key}, which ${file} does not have`));
  }
  for (const q of questions) {
    const note = notes.get(q.id);
    if (note === undefined) {
      if (!problems.some((p) => p.questionId === q.id))
        problems.push(
          problem(file, `no note of what the question asks in ${notesFile}`, { questionId: q.id }),
        );
      continue;
    }
    for (const locale of LOCALES) {
      const where = { questionId: q.id, locale };
      for (const [what, text] of [
        ['text', q.text[locale]],
        ['easy text', q.easy?.text[locale]],
      ] as const) {
        if (typeof text !== 'string' || text.trim() === '') continue;
        problems.push(...wordingProblems({ file, what, text, note, where }));
      }
    }
    problems.push(
      ...answerModalityProblems({
        file,
        question: q,
        asked: note.modality,
        decisions: note.answers,
      }),
    );
  }
  return problems;
}

/** A version's translation record as read from the content package, or why it cannot be read. */
export function readRecord(
  contentRoot: string,
  version: string,
): { notes: unknown } | { missing: true } | { broken: string } {
  const path = join(contentRoot, asksFileName(version));
  if (!existsSync(path)) return { missing: true };
  try {
    return { notes: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { broken: (error as Error).message };
  }
}

/** checkAsks with the version's notes read from the content package (a missing file is one problem). */
export function checkAsksOnDisk(input: {
  contentRoot: string;
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const notesFile = asksFileName(input.questionnaire.version);
  const record = readRecord(input.contentRoot, input.questionnaire.version);
  if ('missing' in record) {
    return [problem(input.file, `no notes of what its questions ask (${notesFile} is missing)`)];
  }
  if ('broken' in record) return [problem(notesFile, `is no JSON: ${record.broken}`)];
  return checkAsks({ ...input, notesFile, notes: record.notes });
}
