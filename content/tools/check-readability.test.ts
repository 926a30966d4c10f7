import { describe, expect, it } from 'vitest';
import { questionnaires } from '../src/index';
import { checkRaisedReadability, questionCohorts, RAISED_READABILITY } from './check-readability';
import type { VersionFile } from './check-versions';
import { brokenCopy, CURRENT_FILE, questionById } from './test-helpers';

function publishedBefore(): VersionFile[] {
  return ['2026.1', '2027.1'].map((version) => {
    const questionnaire = questionnaires[version];
    if (!questionnaire) throw new Error(`no ${version}`);
    return { file: `questionnaire/${version}.json`, questionnaire };
  });
}

describe('the raised readability of easy question texts', () => {
  it('groups the questions by the version that added them', () => {
    const served = brokenCopy();
    const cohorts = questionCohorts(
      [...publishedBefore(), { file: CURRENT_FILE, questionnaire: served }],
      served,
    );
    expect(cohorts.map((c) => c.version)).toEqual(['2026.1', '2027.1']);
    expect(cohorts[1]?.ids.has(84)).toBe(true);
    expect(cohorts[0]?.ids.has(84)).toBe(false);
  });

  it('holds for the served version', () => {
    const versions = [...publishedBefore(), { file: CURRENT_FILE, questionnaire: brokenCopy() }];
    expect(checkRaisedReadability(versions)).toEqual([]);
  });

  it('refuses new questions that only pass behind the older ones', () => {
    const served = brokenCopy();
    const long =
      'Verantwortungsbewusstsein, Unabhängigkeitsbestrebungen, Gemeinschaftsverpflichtungen?';
    for (const id of [63, 64, 65, 66, 67]) {
      const easy = questionById(served, id).easy;
      if (!easy) throw new Error(`question ${id} has no easy wording`);
      easy.text.de = long;
    }
    const problems = checkRaisedReadability([
      ...publishedBefore(),
      { file: CURRENT_FILE, questionnaire: served },
    ]);
    expect(problems).toContainEqual(
      expect.objectContaining({
        locale: 'de',
        message: expect.stringContaining(`questions added in 2027.1 read at`),
      }),
    );
    expect(problems.every((p) => p.locale === 'de')).toBe(true);
  });

  it('leaves the versions published before it at the earlier rule', () => {
    expect(RAISED_READABILITY.from).toBe('2027.2');
    expect(checkRaisedReadability(publishedBefore())).toEqual([]);
  });
});
