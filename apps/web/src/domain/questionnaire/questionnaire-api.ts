import { questionnairePath, questionnaireVersionPath, apiPath } from '@values-cross/contract/paths';
import type { Chapter, Correction, Locale, Question, Reading } from '@values-cross/core';
import { ApiError, apiRequest, errorOf } from '@/lib/api-client';
import { parseJson, readStored, writeStored } from '@/lib/browser-store';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';
import { documentReading } from '@/lib/reading';

/** The questionnaire as the API serves it: version, chapters and ordered questions with bounds. */
export interface ServedQuestionnaire {
  version: string;
  publishedAt: string;
  chapters: Chapter[];
  questions: Question[];
  /** The version's correction offsets: a device scores a result it makes offline with them. */
  correction?: Correction;
}

const offlineCopyKey = (locale: Locale, reading: Reading) =>
  reading === 'easy'
    ? `values-cross:questionnaire:${locale}:easy`
    : `values-cross:questionnaire:${locale}`;

function isServedQuestionnaire(value: unknown): value is ServedQuestionnaire {
  const candidate = value as Partial<ServedQuestionnaire> | null;
  return (
    typeof candidate?.version === 'string' &&
    Array.isArray(candidate.chapters) &&
    Array.isArray(candidate.questions)
  );
}

function offlineCopy(
  locale: Locale,
  reading: Reading,
  version?: string,
): ServedQuestionnaire | null {
  const stored = parseJson(readStored('local', offlineCopyKey(locale, reading)));
  if (!isServedQuestionnaire(stored)) return null;
  return version && stored.version !== version ? null : stored;
}

/**
 * Loads a questionnaire (the current one, or a published version) with the texts of one
 * language in a reading (the page's, unless told). The browser revalidates with the API's ETag, so an unchanged questionnaire costs a
 * 304; the current one is also kept in local storage and used when the connection fails.
 */
export async function fetchQuestionnaire(
  locale: Locale,
  {
    version,
    reading = documentReading(),
    transport = browserTransport,
  }: { version?: string; reading?: Reading; transport?: ApiTransport } = {},
): Promise<ServedQuestionnaire> {
  const query = reading === 'easy' ? `?lang=${locale}&reading=easy` : `?lang=${locale}`;
  const url = version
    ? `${apiPath(questionnaireVersionPath, { version })}${query}`
    : `${questionnairePath}${query}`;
  try {
    const response = await apiRequest(url, { cache: 'no-cache' }, transport);
    if (!response.ok) throw await errorOf(response);
    const body: unknown = await response.json().catch(() => undefined);
    if (!isServedQuestionnaire(body)) throw new ApiError(response.status, 'unexpected_answer');
    // No room in storage: the HTTP cache still has it.
    if (!version) writeStored('local', offlineCopyKey(locale, reading), JSON.stringify(body));
    return body;
  } catch (error) {
    const copy = offlineCopy(locale, reading, version);
    if (copy) return copy;
    throw error;
  }
}
