import { AVERAGE_MINIMUM, LOCALES, roundTo3 } from '@values-cross/core';
import type { StatisticsGroup } from './statistics.repository';

/** An average cross is published only from this many results up (core's one threshold). */
export const MINIMUM_RESULTS_SHOWN = AVERAGE_MINIMUM;

function averageOf(group: StatisticsGroup | undefined) {
  const results = group?.results ?? 0;
  return {
    results,
    scores:
      group && results >= MINIMUM_RESULTS_SHOWN
        ? group.sums.map((sum) => roundTo3(sum / results))
        : null,
  };
}

/** The average cross per questionnaire version, overall and per language. */
export function summarise(groups: StatisticsGroup[]) {
  const versions = [...new Set(groups.map((group) => group.questionnaireVersion))].sort();
  return {
    minimumResults: MINIMUM_RESULTS_SHOWN,
    versions: versions.map((version) => {
      const find = (language: string) =>
        groups.find((g) => g.questionnaireVersion === version && g.language === language);
      return {
        questionnaireVersion: version,
        all: averageOf(find('all')),
        languages: Object.fromEntries(LOCALES.map((locale) => [locale, averageOf(find(locale))])),
      };
    }),
  };
}
