import { createHash } from 'node:crypto';
import type { Questionnaire } from '@values-cross/core';
import { LOCALES } from '@values-cross/core';

function isLocalizedText(value: object): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key));
}

/**
 * The questionnaire without its wording (standard or easy) and its answer scales: ids, order,
 * types, flags, chapters and scorings.
 */
function withoutTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTexts);
  if (typeof value === 'object' && value !== null) {
    if (isLocalizedText(value)) return null;
    return Object.fromEntries(
      Object.entries(value)
        // The easy-to-read wording is wording too (core's reading.ts), and an answer scale only
        // says how easy reading pictures the answers.
        .filter(([key]) => key !== 'easy' && key !== 'scale')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, child]) => [key, withoutTexts(child)]),
    );
  }
  return value;
}

/**
 * A hash of everything in a questionnaire that decides a score (ids, order, types, flags,
 * chapters, scorings) and nothing of its wording: a correction of texts keeps it, any change
 * that could move a stored result's score changes it.
 */
export function publishedFingerprint(questionnaire: Questionnaire): string {
  const canonical = JSON.stringify(withoutTexts(questionnaire));
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The fingerprint of every published version, recorded when it was published. A version's
 * wording may be corrected later (typography, spelling); its fingerprint may never change.
 */
export const PUBLISHED_FINGERPRINTS: Readonly<Record<string, string>> = Object.freeze({
  '2026.1': 'a3e041ae50511c09e1ac57cc6bf8e3bce2776a07cfd439e47316de22c3c8e3ab',
  '2027.1': '2d4f56c3b4fea3c90b926d0efb1b79ba684c7cb1d461f8ee23f3ff738fa4d443',
  '2027.2': 'b22c6c076474240091801302c878261118a10eaf170d5767985e2f432c441706',
});
