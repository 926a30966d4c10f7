/** The four languages of the product (product.md §1, §9). */
export const LOCALES = ['de', 'fr', 'it', 'en'] as const;

/** One of the product's languages. */
export type Locale = (typeof LOCALES)[number];

/** A survey text in every language; an empty value falls back to German (product.md §3). */
export type LocalizedText = Record<Locale, string>;

/** Number of score dimensions per answer, question bound and result (product.md §9). */
export const DIMENSION_COUNT = 12;

/** Twelve numbers, one per score dimension, in the order of DIMENSIONS. */
export type ScoreVector = readonly number[];

/**
 * Question types (product.md §3): SC single choice, OPT optional single choice (yes/no or several
 * options), MC multiple choice, MC_MAX3 multiple choice with at most three answers, GROUP a
 * container of child questions.
 */
export const QUESTION_TYPES = ['SC', 'OPT', 'MC', 'MC_MAX3', 'GROUP'] as const;

/** One of product.md's question types. */
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A possible answer to a question; ids are unique across the whole questionnaire (product.md §3). */
export interface Answer {
  id: number;
  /** Position of the answer within its question, from 1. */
  row: number;
  text: LocalizedText;
  /** The easy-to-read wording (reading.ts); the same answer, the same points. */
  easy?: { text: LocalizedText };
  /** What choosing this answer adds to each of the twelve dimensions; negatives allowed. */
  scoring: ScoreVector;
}

/**
 * An ordered answer scale, its answers from least to most: how much one agrees, or how much,
 * how often or how strongly. Easy reading draws a picture of the step beside each answer.
 */
export type AnswerScale = 'agreement' | 'amount';

/** The answer scales, for content checks and the API's schema. */
export const ANSWER_SCALES = ['agreement', 'amount'] as const satisfies readonly AnswerScale[];

/** A question as authored in the questionnaire content (without computed bounds). */
export interface QuestionContent {
  /** Stable forever once published; never reused for another question. */
  id: number;
  type: QuestionType;
  title: LocalizedText;
  text: LocalizedText;
  /** The easy-to-read wording (reading.ts): the same question in easy language. */
  easy?: { title: LocalizedText; text: LocalizedText };
  /** Chapter number 1..4: Here, There, Me, We. */
  chapter: number;
  /** Part of the short version (product.md: inNexpresso). */
  inNexpresso: boolean;
  /** Only for GROUP: the child questions, each answered on its own. */
  childQuestions: QuestionContent[];
  /** Set when the answers form an ordered scale (least first). */
  scale?: AnswerScale;
  /** Empty for GROUP. */
  answers: Answer[];
}

/** A question as served to clients: the content plus its score bounds (product.md §3). */
export interface Question extends Omit<QuestionContent, 'childQuestions'> {
  childQuestions: Question[];
  minScores: ScoreVector;
  maxScores: ScoreVector;
}

/** A chapter of the survey with its introduction (product.md §2: Here, There, Me, We). */
export interface Chapter {
  id: number;
  /** Stable key: here, there, me, we. */
  key: 'here' | 'there' | 'me' | 'we';
  title: LocalizedText;
  intro: LocalizedText;
  /** The easy-to-read wording (reading.ts). */
  easy?: { title: LocalizedText; intro: LocalizedText };
}

/** One published version of the questionnaire (the survey evolves; results keep their version). */
export interface Questionnaire {
  /** For example "2026.1". */
  version: string;
  /** ISO date the version was published. */
  publishedAt: string;
  chapters: Chapter[];
  questions: QuestionContent[];
  /**
   * The version's correction offsets (product.md §9), short and long; absent only in 2026.1, which
   * corrects with the specification's vectors (scoring/correction.ts: correctionOf).
   */
  correction?: { short: ScoreVector; long: ScoreVector };
}

/** The visitor's answers: question id -> chosen answer ids (product.md §3: answeredQuestions). */
export type AnswerMap = Readonly<Record<number, readonly number[]>>;
