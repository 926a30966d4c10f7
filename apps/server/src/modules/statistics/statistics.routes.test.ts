import { currentQuestionnaire } from '@values-cross/content';
import { intervalConsistentWith, roundTo3, VALUE_BAND, valueStandIn } from '@values-cross/core';
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

  /** Stores a result as the app would, without going through the survey. */
  const insert = (code: string, language: string, scores: number[]) =>
    new AnswerSetRepository(test.testDatabase.database.db).insert({
      code,
      questionnaireVersion: version,
      answerIds: [],
      longVersionAttempted: false,
      language,
      ownerId: null,
      createdAt: new Date().toISOString(),
      scores,
      secretHash: null,
    });
  const codeOf = (language: string, n: number) => `${language}${String(n).padStart(10, '0')}`;

  it('shows an average cross only for groups of at least 300 results', async () => {
    // 300 in German: half at 0.2, half at 0.6 -> counted as 0.3 and 0.7 (the middles of their
    // bands), average 0.5; 10 in French at 1, counted as 0.9.
    for (let n = 0; n < MINIMUM_RESULTS_SHOWN; n += 1) {
      await insert(codeOf('de', n), 'de', Array(12).fill(n % 2 === 0 ? 0.2 : 0.6));
    }
    for (let n = 0; n < 10; n += 1) await insert(codeOf('fr', n), 'fr', Array(12).fill(1));

    const body = await statistics();
    expect(body.minimumResults).toBe(300);
    const group = body.versions.find(
      (v: { questionnaireVersion: string }) => v.questionnaireVersion === version,
    );
    expect(group.all.results).toBe(310);
    expect(group.all.scores).toEqual(
      Array(12).fill(Math.round(((150 * 0.3 + 150 * 0.7 + 10 * 0.9) / 310) * 1000) / 1000),
    );
    expect(group.languages.de).toEqual({ results: 300, scores: Array(12).fill(0.5) });
    expect(group.languages.fr).toEqual({ results: 10, scores: null });
    expect(group.languages.it).toEqual({ results: 0, scores: null });
  });

  it('tells of a newcomer no more than their band, comparing the averages before and after', async () => {
    const all = () => statistics().then((body) => body.versions[0].languages.it);
    // The attacker made every Italian result so far and knows their scores.
    const known: number[][] = [];
    for (let n = 0; n < MINIMUM_RESULTS_SHOWN; n += 1) {
      const scores = Array.from({ length: 12 }, (_, d) => ((n * 37 + d * 11) % 1001) / 1000);
      known.push(scores);
      await insert(codeOf('it', n), 'it', scores);
    }
    const before = await all();
    const victim = Array.from({ length: 12 }, (_, d) => [0, 0.123, 0.5, 0.999, 1][d % 5] ?? 0);
    await insert('itvictim000', 'it', victim);
    const after = await all();
    expect(after.results).toBe(before.results + 1);
    for (let d = 0; d < 12; d += 1) {
      // What the two averages say, were the victim's value v: the rule is public.
      const averages = (v: number) => {
        const sum = known.reduce((total, scores) => total + valueStandIn(scores[d] ?? 0), 0);
        return JSON.stringify([
          roundTo3(sum / known.length),
          roundTo3((sum + valueStandIn(v)) / (known.length + 1)),
        ]);
      };
      const shown = JSON.stringify([before.scores[d], after.scores[d]]);
      expect(averages(victim[d] ?? 0)).toBe(shown);
      expect(intervalConsistentWith(averages, victim[d] ?? 0).width).toBeGreaterThanOrEqual(
        VALUE_BAND,
      );
    }
  });
});
