import type { Questionnaire } from '@values-cross/core';
import v2026_1 from '../questionnaire/2026.1.json' with { type: 'json' };
import v2027_1 from '../questionnaire/2027.1.json' with { type: 'json' };
import v2027_2 from '../questionnaire/2027.2.json' with { type: 'json' };

/**
 * A light runtime guard for a questionnaire file: the outer shape only. The full rules (locales,
 * ids, scorings, dimensions) are enforced by `npm run content:check` and the content tests.
 */
export function asQuestionnaire(data: unknown, source: string): Questionnaire {
  const candidate = data as Partial<Questionnaire> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.version !== 'string' ||
    typeof candidate.publishedAt !== 'string' ||
    !Array.isArray(candidate.chapters) ||
    !Array.isArray(candidate.questions)
  ) {
    throw new Error(`${source} is not a questionnaire (version, publishedAt, chapters, questions)`);
  }
  return candidate as Questionnaire;
}

/** Every published questionnaire version by version string; old versions are never removed. */
export const questionnaires: Readonly<Record<string, Questionnaire>> = Object.freeze({
  '2026.1': asQuestionnaire(v2026_1, 'questionnaire/2026.1.json'),
  '2027.1': asQuestionnaire(v2027_1, 'questionnaire/2027.1.json'),
  '2027.2': asQuestionnaire(v2027_2, 'questionnaire/2027.2.json'),
});

/** The version new respondents answer. */
export const CURRENT_VERSION = '2027.2';

/** Compares version strings such as "2026.1" and "2026.10" part by part, numerically. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** All published versions, oldest first. */
export function versionsInOrder(): string[] {
  return Object.keys(questionnaires).sort(compareVersions);
}

/** A published version, or undefined when there is no such version. */
export function getQuestionnaire(version: string): Questionnaire | undefined {
  return Object.hasOwn(questionnaires, version) ? questionnaires[version] : undefined;
}

/** The questionnaire of CURRENT_VERSION. */
export function currentQuestionnaire(): Questionnaire {
  const current = getQuestionnaire(CURRENT_VERSION);
  if (current === undefined) throw new Error(`CURRENT_VERSION ${CURRENT_VERSION} is not published`);
  return current;
}
