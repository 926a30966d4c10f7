import {
  LOCALES,
  type Answer,
  type Locale,
  type LocalizedText,
  type Questionnaire,
} from '@values-cross/core';
import { CLAUSE_JOIN, EASY_RULES, GERMAN_SHORT_COMPOUND_LETTERS, NEGATION } from './easy-rules';
import { allQuestions } from './check-structure';
import { problem, type Problem } from './problem';
import { readability, sentenceParts, words } from './readability';

/** How easy one language's easy question texts read (content check report). */
export interface EasyMeasure {
  locale: Locale;
  /** readability.ts over the easy question texts. */
  readability: number;
  /** Words per sentence over the easy question texts. */
  averageSentenceWords: number;
  /** The longest sentence of any easy text of the questionnaire, in words. */
  longestSentenceWords: number;
}

function textIn(text: LocalizedText | undefined, locale: Locale): string {
  const value: unknown = text?.[locale];
  return typeof value === 'string' ? value : '';
}

function sentenceLengths(text: string): number[] {
  return sentenceParts(text).map((sentence) => words(sentence).length);
}

/** Every easy text of a questionnaire in one language, with where it stands. */
export function easyTexts(questionnaire: Questionnaire, locale: Locale) {
  const texts: { what: string; questionId: number | null; text: string; question?: boolean }[] = [];
  for (const chapter of questionnaire.chapters) {
    texts.push(
      {
        what: `chapter ${chapter.id}: easy title`,
        questionId: null,
        text: textIn(chapter.easy?.title, locale),
      },
      {
        what: `chapter ${chapter.id}: easy intro`,
        questionId: null,
        text: textIn(chapter.easy?.intro, locale),
      },
    );
  }
  for (const q of allQuestions(questionnaire.questions)) {
    texts.push(
      { what: 'easy title', questionId: q.id, text: textIn(q.easy?.title, locale) },
      { what: 'easy text', questionId: q.id, text: textIn(q.easy?.text, locale), question: true },
      ...q.answers.map((a: Answer) => ({
        what: `answer ${a.id}: easy text`,
        questionId: q.id,
        text: textIn(a.easy?.text, locale),
      })),
    );
  }
  return texts;
}

/** The measures of each language's easy question texts. */
export function easyMeasures(questionnaire: Questionnaire): EasyMeasure[] {
  return LOCALES.map((locale) => {
    const all = easyTexts(questionnaire, locale);
    const questions = all.filter((t) => t.question && t.text.trim() !== '').map((t) => t.text);
    const lengths = questions.flatMap(sentenceLengths);
    return {
      locale,
      readability: readability(questions, locale),
      averageSentenceWords: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length),
      longestSentenceWords: Math.max(0, ...all.flatMap((t) => sentenceLengths(t.text))),
    };
  });
}

/** A problem for each sentence of a text longer than the rules allow. */
export function longSentences(
  file: string,
  what: string,
  text: string,
  where: { questionId?: number | null; locale: Locale },
) {
  return sentenceParts(text)
    .filter((sentence) => words(sentence).length > EASY_RULES.maxSentenceWords)
    .map((sentence) =>
      problem(
        file,
        `${what}: a sentence of ${words(sentence).length} words (at most ${EASY_RULES.maxSentenceWords}): "${sentence.trim()}"`,
        where,
      ),
    );
}

/** A hyphenated word's parts; an abbreviation part (E, QR, ID) makes it no compound to check. */
const hyphenated = (text: string) =>
  [...text.matchAll(/\p{L}+(?:-\p{L}+)+/gu)]
    .map((m) => m[0])
    .filter(
      (word) => !word.split('-').some((part) => part.length === 1 || part === part.toUpperCase()),
    );

/**
 * German easy compounds: split with a hyphen, not a medio-point; split only when long (more than
 * GERMAN_SHORT_COMPOUND_LETTERS letters) and a noun (capitalised).
 */
export function germanCompounds(
  file: string,
  what: string,
  text: string,
  where: { questionId?: number | null; locale: Locale },
) {
  if (where.locale !== 'de') return [];
  const problems = text.includes('·')
    ? [problem(file, `${what}: compounds are split with a hyphen, not a medio-point`, where)]
    : [];
  for (const word of hyphenated(text)) {
    const joined = word.replaceAll('-', '');
    if (word[0] !== word[0]?.toUpperCase()) {
      problems.push(problem(file, `${what}: "${word}" is no noun; write it as one word`, where));
    } else if (joined.length <= GERMAN_SHORT_COMPOUND_LETTERS) {
      problems.push(
        problem(
          file,
          `${what}: "${word}" is short (${joined.length} letters); write it as one word`,
          where,
        ),
      );
    }
  }
  return problems;
}

/**
 * The easy-to-read wording of a questionnaire: there for every chapter, question and answer in
 * every language; questions without negation, one statement per sentence; no sentence over 15
 * words; per language a readability of at least 80 and at most 10 words per sentence on average
 * over the question texts; the answers of a yes/no question worded as in the standard reading.
 */
export function checkEasyQuestionnaire({
  file,
  questionnaire,
}: {
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    for (const { what, questionId, text, question } of easyTexts(questionnaire, locale)) {
      const where = { questionId, locale };
      if (text.trim() === '') {
        problems.push(problem(file, `${what} is missing or empty`, where));
        continue;
      }
      problems.push(
        ...longSentences(file, what, text, where),
        ...germanCompounds(file, what, text, where),
      );
      if (question && NEGATION[locale].test(text)) {
        problems.push(problem(file, `${what} asks with a negation: "${text}"`, where));
      }
      if (question && CLAUSE_JOIN[locale].test(text)) {
        problems.push(
          problem(file, `${what} joins two statements in one sentence: "${text}"`, where),
        );
      }
    }
    for (const q of allQuestions(questionnaire.questions)) {
      if (q.type !== 'OPT' || q.answers.length !== 2 || q.answers[0]?.text.de !== 'ja') continue;
      for (const a of q.answers) {
        if (a.easy && textIn(a.easy.text, locale) !== a.text[locale]) {
          problems.push(
            problem(
              file,
              `answer ${a.id}: a yes/no answer reads the same in easy language ("${a.text[locale]}")`,
              { questionId: q.id, locale },
            ),
          );
        }
      }
    }
  }
  for (const measure of easyMeasures(questionnaire)) {
    const where = { locale: measure.locale };
    if (measure.readability < EASY_RULES.minReadability) {
      problems.push(
        problem(
          file,
          `easy question texts read at ${measure.readability.toFixed(1)} (at least ${EASY_RULES.minReadability})`,
          where,
        ),
      );
    }
    if (measure.averageSentenceWords > EASY_RULES.maxAverageSentenceWords) {
      problems.push(
        problem(
          file,
          `easy question texts have ${measure.averageSentenceWords.toFixed(1)} words per sentence on average (at most ${EASY_RULES.maxAverageSentenceWords})`,
          where,
        ),
      );
    }
  }
  return problems;
}

/**
 * The easy pages of the served questionnaire show nothing nobody answers: a chapter's
 * introduction and a group's text (shown above each of its questions, one per screen) ask no
 * question; an introduction has at most EASY_RULES.maxIntroSentences sentences.
 */
export function checkEasyPages({
  file,
  questionnaire,
}: {
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    for (const chapter of questionnaire.chapters) {
      const intro = textIn(chapter.easy?.intro, locale);
      const what = `chapter ${chapter.id}: easy intro`;
      if (intro.includes('?'))
        problems.push(
          problem(file, `${what} asks a question nobody answers: "${intro}"`, { locale }),
        );
      const sentences = sentenceParts(intro).length;
      if (sentences > EASY_RULES.maxIntroSentences)
        problems.push(
          problem(
            file,
            `${what} has ${sentences} sentences (at most ${EASY_RULES.maxIntroSentences})`,
            { locale },
          ),
        );
    }
    for (const q of allQuestions(questionnaire.questions)) {
      const text = textIn(q.easy?.text, locale);
      if (q.type === 'GROUP' && text.includes('?'))
        problems.push(
          problem(file, `easy group text asks a question nobody answers: "${text}"`, {
            questionId: q.id,
            locale,
          }),
        );
    }
  }
  return problems;
}
