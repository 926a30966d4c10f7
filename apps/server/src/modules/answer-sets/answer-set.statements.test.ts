import fc from 'fast-check';
import { valueStandIn } from '@values-cross/core';
import type { CompiledQuery, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../db/schema';
import { compileOnly } from '../../testing/compile-only';
import { funnelCountQuery } from '../funnel';
import {
  answerSetRow,
  answerSetStatements,
  ownerCrossQuery,
  statisticsQuery,
  type StoredAnswerSet,
} from './answer-set.repository';

/** The statements as Kysely builds them when each is built anew (the reference). */
function builtAnew(db: Kysely<DatabaseSchema>, answerSets: readonly StoredAnswerSet[]) {
  const statements: CompiledQuery[] = [];
  for (let start = 0; start < answerSets.length; start += 100) {
    const rows = answerSets.slice(start, start + 100).map(answerSetRow);
    statements.push(db.insertInto('answer_sets').values(rows).compile());
  }
  for (const { ownerId, code, createdAt } of answerSets) {
    if (ownerId !== null)
      statements.push(ownerCrossQuery(db, { code, at: createdAt, ownerId }).compile());
  }
  const languages = new Map<string | null, number>();
  for (const { language } of answerSets)
    languages.set(language, (languages.get(language) ?? 0) + 1);
  // Shared rows in a fixed order (languages, then version and language), so that concurrent
  // commits lock them in the same order.
  const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byLanguage = [...languages].sort(([a], [b]) => inOrder(a ?? '', b ?? ''));
  for (const [language, count] of byLanguage) {
    statements.push(funnelCountQuery(db, { event: 'result_created', language, count }).compile());
  }
  const additions = new Map<
    string,
    { version: string; language: string; results: number; sums: number[] }
  >();
  for (const { questionnaireVersion: version, language, scores } of answerSets) {
    for (const lang of language ? ['all', language] : ['all']) {
      const key = `${version}/${lang}`;
      const addition = additions.get(key) ?? {
        version,
        language: lang,
        results: 0,
        sums: Array<number>(12).fill(0),
      };
      addition.results += 1;
      // Each score counted as the middle of its band (decision 0028).
      addition.sums = addition.sums.map((sum, d) => sum + valueStandIn(scores[d] ?? 0));
      additions.set(key, addition);
    }
  }
  const byKey = [...additions.values()].sort(
    (a, b) => inOrder(a.version, b.version) || inOrder(a.language, b.language),
  );
  for (const addition of byKey) statements.push(statisticsQuery(db, addition).compile());
  return statements.map(({ sql, parameters }) => ({ sql, parameters }));
}

const answerSet: fc.Arbitrary<StoredAnswerSet> = fc.record({
  code: fc.stringMatching(/^[A-Za-z0-9]{12}$/),
  questionnaireVersion: fc.constantFrom('2024-1', '2025-2'),
  answerIds: fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 40 }),
  longVersionAttempted: fc.boolean(),
  language: fc.constantFrom(null, 'de', 'fr', 'it', 'en'),
  ownerId: fc.option(fc.integer({ min: 1, max: 1e6 })),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  scores: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }),
  secretHash: fc.option(fc.stringMatching(/^[0-9a-f]{64}$/)),
  groupId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
});

describe('answerSetStatements', () => {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    it(`binds the same SQL and values as building each statement anew (${dialect})`, () => {
      const db = compileOnly(dialect);
      fc.assert(
        fc.property(fc.array(answerSet, { minLength: 1, maxLength: 230 }), (answerSets) => {
          const compiled = answerSetStatements(db, answerSets).map(({ sql, parameters }) => ({
            sql,
            parameters,
          }));
          expect(compiled).toEqual(builtAnew(db, answerSets));
        }),
        { numRuns: 60 },
      );
    });
  }
});
