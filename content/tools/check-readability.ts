import { LOCALES, type Locale, type Questionnaire } from '@values-cross/core';
import { compareVersions } from '../src/questionnaires';
import { allQuestions } from './check-structure';
import type { VersionFile } from './check-versions';
import { problem, type Problem } from './problem';
import { readability } from './readability';

/**
 * The raised readability (issue 54): from this version on, each language's easy question texts
 * read at OVERALL or more, and the questions each version added, on their own, at COHORT or more
 * (a version's new questions cannot hide behind the older ones).
 */
export const RAISED_READABILITY = { from: '2027.2', overall: 81, cohort: 80 } as const;

/** The readability of the easy question texts of some questions in one language. */
function easyReadability(questionnaire: Questionnaire, ids: ReadonlySet<number>, locale: Locale) {
  const texts = allQuestions(questionnaire.questions)
    .filter((q) => ids.has(q.id))
    .map((q) => q.easy?.text[locale] ?? '')
    .filter((text) => text.trim() !== '');
  return readability(texts, locale);
}

/** Each earlier version's added questions (ids first seen there) still in this questionnaire. */
export function questionCohorts(
  versions: readonly VersionFile[],
  questionnaire: Questionnaire,
): { version: string; ids: Set<number> }[] {
  const present = new Set(allQuestions(questionnaire.questions).map((q) => q.id));
  const seen = new Set<number>();
  const cohorts: { version: string; ids: Set<number> }[] = [];
  const ordered = [...versions].sort((a, b) =>
    compareVersions(a.questionnaire.version, b.questionnaire.version),
  );
  for (const { questionnaire: earlier } of ordered) {
    if (compareVersions(earlier.version, questionnaire.version) > 0) break;
    const added = allQuestions(earlier.questions)
      .map((q) => q.id)
      .filter((id) => !seen.has(id));
    added.forEach((id) => seen.add(id));
    const ids = new Set(added.filter((id) => present.has(id)));
    if (ids.size > 0) cohorts.push({ version: earlier.version, ids });
  }
  return cohorts;
}

/** The raised readability rules for every version from RAISED_READABILITY.from on. */
export function checkRaisedReadability(versions: readonly VersionFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const { file, questionnaire } of versions) {
    if (compareVersions(questionnaire.version, RAISED_READABILITY.from) < 0) continue;
    const all = new Set(allQuestions(questionnaire.questions).map((q) => q.id));
    for (const locale of LOCALES) {
      const overall = easyReadability(questionnaire, all, locale);
      if (overall < RAISED_READABILITY.overall) {
        problems.push(
          problem(
            file,
            `easy question texts read at ${overall.toFixed(1)} (at least ${RAISED_READABILITY.overall} from ${RAISED_READABILITY.from} on)`,
            { locale },
          ),
        );
      }
      for (const cohort of questionCohorts(versions, questionnaire)) {
        const figure = easyReadability(questionnaire, cohort.ids, locale);
        if (figure < RAISED_READABILITY.cohort) {
          problems.push(
            problem(
              file,
              `the easy texts of the questions added in ${cohort.version} read at ${figure.toFixed(1)} on their own (at least ${RAISED_READABILITY.cohort})`,
              { locale },
            ),
          );
        }
      }
    }
  }
  return problems;
}
