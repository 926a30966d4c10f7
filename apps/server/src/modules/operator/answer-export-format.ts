import {
  findAnswerIndex,
  leafQuestions,
  SCORE_NAMES,
  type Questionnaire,
} from '@values-cross/core';
import type { ExportedAnswerSet } from './answer-export.repository';

/** The research export's file formats. */
export type ExportFormat = 'csv' | 'jsonl';

/** Turns exported answer sets into lines of one format, with one column per question. */
export interface ExportLayout {
  header: () => string;
  line: (answerSet: ExportedAnswerSet) => string;
}

function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What the person told about themselves, in the export's column names. */
function about(set: ExportedAnswerSet) {
  return { canton: set.canton, age_band: set.ageBand, language_region: set.languageRegion };
}

/**
 * The export's columns for a questionnaire version: created (day), language, version,
 * long_version_attempted, q<id> per leaf question (the chosen answer ids), score1..score12,
 * and canton, age_band, language_region where the person told them (consented; else empty).
 */
export function exportLayout(questionnaire: Questionnaire, format: ExportFormat): ExportLayout {
  const questionIds = leafQuestions(questionnaire.questions).map((q) => q.id);
  const index = findAnswerIndex(questionnaire.questions);
  const perQuestion = (answerIds: number[]) => {
    const chosen = new Map<number, number[]>(questionIds.map((id) => [id, []]));
    for (const id of answerIds) chosen.get(index.get(id)?.question.id ?? -1)?.push(id);
    return chosen;
  };
  const scoreNames = SCORE_NAMES;
  if (format === 'jsonl') {
    return {
      header: () => '',
      line: (set) => {
        const chosen = perQuestion(set.answerIds);
        const record: Record<string, unknown> = {
          created: set.createdDay,
          language: set.language,
          version: set.version,
          long_version_attempted: set.longVersionAttempted,
        };
        for (const id of questionIds) record[`q${id}`] = chosen.get(id);
        scoreNames.forEach((name, i) => (record[name] = set.scores[i]));
        Object.assign(record, about(set));
        return `${JSON.stringify(record)}\n`;
      },
    };
  }
  const fixed = ['created', 'language', 'version', 'long_version_attempted'];
  const told = ['canton', 'age_band', 'language_region'];
  return {
    header: () =>
      `${[...fixed, ...questionIds.map((id) => `q${id}`), ...scoreNames, ...told].join(',')}\n`,
    line: (set) => {
      const chosen = perQuestion(set.answerIds);
      const cells = [
        set.createdDay,
        set.language,
        set.version,
        set.longVersionAttempted ? 1 : 0,
        ...questionIds.map((id) => (chosen.get(id) ?? []).join(' ')),
        ...set.scores,
        ...Object.values(about(set)),
      ];
      return `${cells.map(csvCell).join(',')}\n`;
    },
  };
}
