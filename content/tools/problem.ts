import type { Locale } from '@values-cross/core';

/** One thing wrong with a questionnaire file, located as precisely as possible. */
export interface Problem {
  /** The questionnaire file, relative to the content package, e.g. questionnaire/2026.1.json. */
  file: string;
  /** The question the problem belongs to, or null for file-level problems. */
  questionId: number | null;
  /** The language concerned, or null when the problem is not about one language. */
  locale: Locale | null;
  message: string;
}

/** Builds a problem; questionId and locale default to null. */
export function problem(
  file: string,
  message: string,
  where: { questionId?: number | null; locale?: Locale | null } = {},
): Problem {
  return { file, questionId: where.questionId ?? null, locale: where.locale ?? null, message };
}

/** One line per problem: "file, question 12, fr: message". */
export function formatProblem(p: Problem): string {
  const parts = [p.file];
  if (p.questionId !== null) parts.push(`question ${p.questionId}`);
  if (p.locale !== null) parts.push(p.locale);
  return `${parts.join(', ')}: ${p.message}`;
}
