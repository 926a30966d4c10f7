import {
  ANSWER_SCALES,
  DIMENSION_COUNT,
  QUESTION_TYPES,
  isMax3,
  isMultipleChoice,
  MAX_LIST_OPTIONS,
  type Answer,
  type Questionnaire,
  type QuestionContent,
} from '@values-cross/core';
import { checkLocales, checkYesNo } from './check-texts';
import { problem, type Problem } from './problem';

const CHAPTER_KEYS = ['here', 'there', 'me', 'we'] as const;
/** Question ids the app shows without hint text (product.md §2); they must exist. */
export const REQUIRED_QUESTION_IDS = [3, 52] as const;
/** A MAX3 question needs at least this many options to be a real choice. */
export const MIN_MAX3_OPTIONS = 4;

const isPositiveInteger = (x: unknown): x is number => Number.isInteger(x) && (x as number) > 0;

/** Every question of the tree, parents before their children. */
export function allQuestions(questions: readonly QuestionContent[]): QuestionContent[] {
  return questions.flatMap((q) => [q, ...allQuestions(q.childQuestions ?? [])]);
}

function checkChapters(file: string, qn: Questionnaire): Problem[] {
  const problems: Problem[] = [];
  const chapters = Array.isArray(qn.chapters) ? qn.chapters : [];
  if (chapters.length !== CHAPTER_KEYS.length) {
    problems.push(problem(file, `expected 4 chapters, found ${chapters.length}`));
  }
  chapters.forEach((chapter, i) => {
    if (chapter.id !== i + 1 || chapter.key !== CHAPTER_KEYS[i]) {
      problems.push(
        problem(file, `chapter ${i + 1} must have id ${i + 1} and key ${CHAPTER_KEYS[i]}`),
      );
    }
    problems.push(...checkLocales({ file, text: chapter.title, what: `chapter ${i + 1} title` }));
    problems.push(...checkLocales({ file, text: chapter.intro, what: `chapter ${i + 1} intro` }));
  });
  return problems;
}

function checkScoring(file: string, q: QuestionContent, a: Answer): Problem[] {
  const scoring: unknown = a.scoring;
  const ok =
    Array.isArray(scoring) &&
    scoring.length === DIMENSION_COUNT &&
    scoring.every((n) => typeof n === 'number' && Number.isFinite(n));
  if (ok) return [];
  const length = Array.isArray(scoring) ? scoring.length : 'no';
  return [
    problem(
      file,
      `answer ${a.id}: scoring must be ${DIMENSION_COUNT} finite numbers (has ${length})`,
      {
        questionId: q.id,
      },
    ),
  ];
}

function checkAnswers(file: string, q: QuestionContent): Problem[] {
  const at = { questionId: q.id };
  const problems: Problem[] = [];
  const answers = Array.isArray(q.answers) ? q.answers : [];
  if (answers.length < 2) problems.push(problem(file, 'needs at least two answers', at));
  if (isMax3(q) && answers.length < MIN_MAX3_OPTIONS) {
    problems.push(
      problem(
        file,
        `MAX3 question has ${answers.length} options; at least ${MIN_MAX3_OPTIONS}`,
        at,
      ),
    );
  }
  if (isMultipleChoice(q) && answers.length > MAX_LIST_OPTIONS) {
    // The page turns lists up to this size before its scripts run (core list-order.ts).
    problems.push(
      problem(
        file,
        `list has ${answers.length} options; at most ${MAX_LIST_OPTIONS} (the page turns no longer list)`,
        at,
      ),
    );
  }
  if ((q.childQuestions ?? []).length > 0) {
    problems.push(problem(file, `${q.type} question must not have child questions`, at));
  }
  answers.forEach((a, i) => {
    if (!isPositiveInteger(a.id))
      problems.push(problem(file, `answer id ${a.id} is not a positive integer`, at));
    if (a.row !== i + 1)
      problems.push(problem(file, `answer ${a.id} has row ${a.row}; expected ${i + 1}`, at));
    problems.push(
      ...checkLocales({ file, text: a.text, what: `answer ${a.id} text`, questionId: q.id }),
    );
    problems.push(...checkScoring(file, q, a));
  });
  return problems;
}

function checkGroup(file: string, q: QuestionContent): Problem[] {
  const at = { questionId: q.id };
  const problems: Problem[] = [];
  const children = Array.isArray(q.childQuestions) ? q.childQuestions : [];
  if (children.length === 0) problems.push(problem(file, 'GROUP has no child questions', at));
  if ((q.answers ?? []).length > 0) problems.push(problem(file, 'GROUP must not have answers', at));
  for (const child of children) {
    const where = { questionId: child.id };
    if (child.type !== 'SC' && child.type !== 'OPT') {
      problems.push(
        problem(file, `child of GROUP ${q.id} must be SC or OPT, is ${child.type}`, where),
      );
    }
    if (child.chapter !== q.chapter) {
      problems.push(
        problem(file, `child chapter ${child.chapter} differs from GROUP ${q.id}`, where),
      );
    }
    if (child.inNexpresso !== q.inNexpresso) {
      problems.push(problem(file, `child inNexpresso differs from GROUP ${q.id}`, where));
    }
  }
  return problems;
}

function checkQuestion(file: string, q: QuestionContent): Problem[] {
  const at = { questionId: isPositiveInteger(q.id) ? q.id : null };
  const problems: Problem[] = [];
  if (!isPositiveInteger(q.id))
    problems.push(problem(file, `question id ${String(q.id)} is not a positive integer`));
  problems.push(...checkLocales({ file, text: q.title, what: 'title', questionId: at.questionId }));
  problems.push(...checkLocales({ file, text: q.text, what: 'text', questionId: at.questionId }));
  if (!Number.isInteger(q.chapter) || q.chapter < 1 || q.chapter > 4) {
    problems.push(problem(file, `chapter ${q.chapter} is not 1..4`, at));
  }
  if (typeof q.inNexpresso !== 'boolean')
    problems.push(problem(file, 'inNexpresso must be true or false', at));
  if (!(QUESTION_TYPES as readonly string[]).includes(q.type)) {
    problems.push(problem(file, `unknown question type '${q.type}'`, at));
    return problems;
  }
  if (q.type === 'GROUP') return [...problems, ...checkGroup(file, q), ...checkScale(file, q)];
  return [...problems, ...checkAnswers(file, q), ...checkYesNo(file, q), ...checkScale(file, q)];
}

/**
 * An ordered answer scale (`scale`, pictured in easy reading) is one of ANSWER_SCALES, on a
 * single-choice or optional question of three to five answers that is no yes/no question.
 */
function checkScale(file: string, q: QuestionContent): Problem[] {
  if (q.scale === undefined) return [];
  const at = { questionId: q.id };
  if (!(ANSWER_SCALES as readonly string[]).includes(q.scale))
    return [problem(file, `unknown answer scale '${String(q.scale)}'`, at)];
  const ordered =
    (q.type === 'SC' || q.type === 'OPT') && q.answers.length >= 3 && q.answers.length <= 5;
  return ordered
    ? []
    : [problem(file, `an answer scale needs a single choice of three to five answers`, at)];
}

function checkIds(file: string, questions: readonly QuestionContent[]): Problem[] {
  const problems: Problem[] = [];
  const questionIds = new Set<number>();
  const answerIds = new Map<number, number>();
  for (const q of questions) {
    if (questionIds.has(q.id))
      problems.push(problem(file, `duplicate question id ${q.id}`, { questionId: q.id }));
    questionIds.add(q.id);
    for (const a of q.answers ?? []) {
      const owner = answerIds.get(a.id);
      if (owner !== undefined) {
        problems.push(
          problem(file, `duplicate answer id ${a.id} (also in question ${owner})`, {
            questionId: q.id,
          }),
        );
      } else answerIds.set(a.id, q.id);
    }
  }
  for (const id of REQUIRED_QUESTION_IDS) {
    if (!questionIds.has(id))
      problems.push(problem(file, `question id ${id} must exist (shown without hint)`));
  }
  return problems;
}

/**
 * The structural rules of one questionnaire file: version and chapters, locale texts, question
 * types, groups, MAX3 options, yes/no answers, scoring vectors, unique and required ids.
 */
export function checkStructure(input: { file: string; questionnaire: Questionnaire }): Problem[] {
  const { file, questionnaire: qn } = input;
  const problems: Problem[] = [];
  const expectedFile = `${qn.version}.json`;
  if (typeof qn.version !== 'string' || !file.endsWith(expectedFile)) {
    problems.push(problem(file, `version '${qn.version}' does not match the file name`));
  }
  if (typeof qn.publishedAt !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(qn.publishedAt)) {
    problems.push(problem(file, 'publishedAt must be an ISO date'));
  }
  problems.push(...checkChapters(file, qn));
  if (!Array.isArray(qn.questions) || qn.questions.length === 0) {
    return [...problems, problem(file, 'the questionnaire has no questions')];
  }
  const all = allQuestions(qn.questions);
  for (const q of all) problems.push(...checkQuestion(file, q));
  problems.push(...checkIds(file, all));
  return problems;
}
