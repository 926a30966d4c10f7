import { ANSWER_SCALES, LOCALES, QUESTION_TYPES, READINGS } from '@values-cross/core';
import * as z from 'zod/mini';

/** GET questionnaire/{version}: a version name such as "2026.1". */
export const questionnaireVersionParams = z.object({
  version: z.string().check(z.regex(/^[0-9A-Za-z.-]{1,32}$/)),
});

/**
 * A survey text by language (product.md §3): every language, or only the one asked for with `?lang=`
 * (its text, or German prefixed with the language where it has no translation).
 */
export const localizedTextSchema = z.partialRecord(z.enum(LOCALES), z.string());

/**
 * `?lang=` of the questionnaire routes: the texts of that language only; `?reading=easy`: the
 * easy-to-read texts in the same structure (without it, or `standard`, the standard texts).
 */
export const questionnaireLanguageQuery = z.object({
  lang: z.optional(z.enum(LOCALES)),
  reading: z.optional(z.enum(READINGS)),
});

const scoreVector = z.array(z.number());

/** A possible answer with what it adds to each of the twelve dimensions (product.md §3). */
export const answerSchema = z.object({
  id: z.number(),
  row: z.number(),
  text: localizedTextSchema,
  scoring: scoreVector,
});

/** A question as served: its content, child questions (GROUP) and score bounds (product.md §3). */
export const questionSchema = z.object({
  id: z.number(),
  type: z.enum(QUESTION_TYPES),
  title: localizedTextSchema,
  text: localizedTextSchema,
  chapter: z.number(),
  inNexpresso: z.boolean(),
  /** An ordered answer scale, least first (agreement, or amount, frequency, strength). */
  scale: z.optional(z.enum(ANSWER_SCALES)),
  get childQuestions(): z.ZodMiniArray<typeof questionSchema> {
    return z.array(questionSchema);
  },
  answers: z.array(answerSchema),
  minScores: scoreVector,
  maxScores: scoreVector,
});
// Named in the API description, where a question's child questions refer to it.
z.globalRegistry.add(questionSchema, { id: 'Question' });
/** A question as the API serves it. */
export type QuestionResponse = z.infer<typeof questionSchema>;

/** GET questions/: the current version's top-level questions, short version first (product.md §7). */
export const questionsResponse = z.array(questionSchema);

/** A chapter with its introduction (product.md §2: Here, There, Me, We). */
export const chapterSchema = z.object({
  id: z.number(),
  key: z.enum(['here', 'there', 'me', 'we']),
  title: localizedTextSchema,
  intro: localizedTextSchema,
});

/** GET questionnaire/ and questionnaire/{version}: a published version with its chapters. */
export const questionnaireResponse = z.object({
  version: z.string(),
  publishedAt: z.string(),
  chapters: z.array(chapterSchema),
  questions: z.array(questionSchema),
  /**
   * The version's correction offsets (product.md §9): a device scores a result it makes offline
   * with them, as the server does (decision 0059).
   */
  correction: z.object({ short: scoreVector, long: scoreVector }),
});
/** A published questionnaire version as the API serves it. */
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;
