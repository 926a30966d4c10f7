import {
  LOCALES,
  type Locale,
  type LocalizedText,
  type Questionnaire,
  type QuestionContent,
} from '@values-cross/core';
import { compareVersions } from '../src/questionnaires';
import { asksFileName, readRecord } from './check-asks';
import { allQuestions } from './check-structure';
import { DEGREE_CLASSES, degreePhrases, type DegreeClass, type DegreePhrase } from './degree';
import { degreeDecisionsOf, type DegreeDecisions } from './degree-decisions';
import { problem, type Problem } from './problem';

/**
 * The first version held to the degree rule: the versions before it were published with easy
 * answers and translations that grade some steps of their scales otherwise.
 */
export const DEGREE_FROM = '2027.2';

/** What a wording is held to: degree classes, the phrases that say them, and whose they are. */
interface Expected {
  classes: readonly DegreeClass[];
  phrases: readonly DegreePhrase[];
  source: string;
}

/** What the record's decision holds a wording to. */
const decision = (classes: readonly DegreeClass[]): Expected => ({
  classes,
  phrases: [],
  source: "the record's decision",
});

const sameClasses = (a: readonly DegreeClass[], b: readonly DegreeClass[]) =>
  DEGREE_CLASSES.every((c) => a.includes(c) === b.includes(c));

const classesOf = (phrases: readonly DegreePhrase[]) =>
  DEGREE_CLASSES.filter((c) => phrases.some((p) => p.degree === c));

/** "extreme ("voll und ganz") + moderate ("eher")", or "no degree". */
function named(classes: readonly DegreeClass[], phrases: readonly DegreePhrase[]): string {
  if (classes.length === 0) return 'no degree';
  return classes
    .map((c) => {
      const words = [...new Set(phrases.filter((p) => p.degree === c).map((p) => p.phrase))];
      return words.length === 0 ? c : `${c} (${words.map((w) => `"${w}"`).join(', ')})`;
    })
    .join(' + ');
}

/** How a text grades, as what another wording is held to. */
function reading(text: string, locale: Locale, source: string): Expected {
  const phrases = degreePhrases(text, locale);
  return { classes: classesOf(phrases), phrases, source };
}

/**
 * The problems of one question's or one answer's wordings: each language's standard text says
 * the German standard text's degree classes, and each easy text its own standard text's, unless
 * the record decides otherwise for that language and wording.
 */
function wordingProblems(input: {
  file: string;
  subject: string;
  standard: LocalizedText;
  easy: LocalizedText | undefined;
  decisions: DegreeDecisions;
  questionId: number;
}): Problem[] {
  const { file, subject, standard, easy, decisions, questionId } = input;
  const german = reading(standard.de, 'de', 'the German text');
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    const decided = decisions[locale];
    const own = standard[locale].trim() === '' ? null : standard[locale];
    const wordings = [
      {
        what: 'text',
        text: locale === 'de' ? null : own,
        expected: decided?.text ? decision(decided.text) : german,
      },
      {
        what: 'easy text',
        text: easy?.[locale]?.trim() ? easy[locale] : null,
        expected: decided?.easy
          ? decision(decided.easy)
          : own === null
            ? german
            : reading(own, locale, 'its standard text'),
      },
    ];
    for (const { what, text, expected } of wordings) {
      if (text === null) continue;
      const found = reading(text, locale, '');
      if (sameClasses(found.classes, expected.classes)) continue;
      problems.push(
        problem(
          file,
          `${subject}${what} says ${named(found.classes, found.phrases)} where ${expected.source} says ${named(expected.classes, expected.phrases)}: "${text}"`,
          { questionId, locale },
        ),
      );
    }
  }
  return problems;
}

/** The degree problems of one question, its answers included, under its record's decisions. */
function questionProblems(input: {
  file: string;
  notesFile: string;
  question: QuestionContent;
  note: unknown;
}): Problem[] {
  const { file, notesFile, question } = input;
  const problems: Problem[] = [];
  let decisions = degreeDecisionsOf(input.note);
  if (typeof decisions === 'string') {
    problems.push(problem(notesFile, `the note ${decisions}`, { questionId: question.id }));
    decisions = { question: {}, answers: new Map() };
  }
  const answerIds = new Set(question.answers.map((a) => a.id));
  for (const id of decisions.answers.keys()) {
    if (!answerIds.has(id))
      problems.push(
        problem(file, `the record decides the degree of answer ${id}, which the question lacks`, {
          questionId: question.id,
        }),
      );
  }
  const where = { file, questionId: question.id };
  problems.push(
    ...wordingProblems({
      ...where,
      subject: '',
      standard: question.text,
      easy: question.easy?.text,
      decisions: decisions.question,
    }),
  );
  for (const answer of question.answers) {
    problems.push(
      ...wordingProblems({
        ...where,
        subject: `answer ${answer.id}'s `,
        standard: answer.text,
        easy: answer.easy?.text,
        decisions: decisions.answers.get(answer.id) ?? {},
      }),
    );
  }
  return problems;
}

/**
 * Every wording of every question and answer says how strongly as its German standard text does
 * (tools/degree.ts), whatever the version: the four standard texts alike, each easy text as its
 * own standard text, unless the translation record (`record`, the parsed questionnaire/asks
 * file) holds a reviewer's decision for that language and wording. "Stimme voll und ganz zu"
 * turned into "eher einverstanden" is another step of the scale.
 */
export function degreeMismatches(input: {
  file: string;
  questionnaire: Questionnaire;
  notesFile: string;
  record: unknown;
}): Problem[] {
  const { file, questionnaire, notesFile, record } = input;
  const notes = (typeof record === 'object' && record !== null ? record : {}) as Record<
    string,
    unknown
  >;
  return allQuestions(questionnaire.questions).flatMap((question) =>
    questionProblems({ file, notesFile, question, note: notes[String(question.id)] }),
  );
}

/** degreeMismatches from DEGREE_FROM on; the versions before it are left as published. */
export function checkDegree(input: Parameters<typeof degreeMismatches>[0]): Problem[] {
  if (compareVersions(input.questionnaire.version, DEGREE_FROM) < 0) return [];
  return degreeMismatches(input);
}

/**
 * checkDegree with the version's translation record read from the content package; a missing or
 * broken record holds no decisions (checkAsksOnDisk reports it).
 */
export function checkDegreeOnDisk(input: {
  contentRoot: string;
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const { contentRoot, file, questionnaire } = input;
  const record = readRecord(contentRoot, questionnaire.version);
  return checkDegree({
    file,
    questionnaire,
    notesFile: asksFileName(questionnaire.version),
    record: 'notes' in record ? record.notes : null,
  });
}
