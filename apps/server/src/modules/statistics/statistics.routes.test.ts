import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { AnswerSetRepository } from '../answer-sets';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';
import { MINIMUM_RESULTS_SHOWN } from './statistics-summary';

const version = currentQuestionnaire().version;

describe(`GET /api/v1/statistics/ (${testDialect()})`, () => {
  const test = useTestApp();

  const statistics = async () =>
    (await test.app.inject({ method: 'GET', url: '/api/v1/statistics/' })).json();

  it('shows an average cross only for groups of at least 300 results', async () => {
    const repository = new AnswerSetRepository(test.testDatabase.database.db);
    const insert = (n: number, language: string, scores: number[]) =>
      repository.insert({
        code: `${language}${String(n).padStart(10, '0')}`,
        questionnaireVersion: version,
        answerIds: [],
        longVersionAttempted: false,
        language,
        ownerId: null,
        createdAt: new Date().toISOString(),
        scores,
        secretHash: null,
      });
    // 300 in German: half at 0.2, half at 0.6 -> average 0.4; 10 in French at 1.
    for (let n = 0; n < MINIMUM_RESULTS_SHOWN; n += 1) {
      await insert(n, 'de', Array(12).fill(n % 2 === 0 ? 0.2 : 0.6));
    }
    for (let n = 0; n < 10; n += 1) await insert(n, 'fr', Array(12).fill(1));

    const body = await statistics();
    expect(body.minimumResults).toBe(300);
    const group = body.versions.find(
      (v: { questionnaireVersion: string }) => v.questionnaireVersion === version,
    );
    expect(group.all.results).toBe(310);
    expect(group.all.scores).toEqual(
      Array(12).fill(Math.round(((150 * 0.2 + 150 * 0.6 + 10) / 310) * 1000) / 1000),
    );
    expect(group.languages.de).toEqual({ results: 300, scores: Array(12).fill(0.4) });
    expect(group.languages.fr).toEqual({ results: 10, scores: null });
    expect(group.languages.it).toEqual({ results: 0, scores: null });
  });
});
