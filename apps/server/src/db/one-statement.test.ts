import { describe, expect, it } from 'vitest';
import { compileOnly } from '../testing/compile-only';
import { asOneStatement } from './one-statement';

const db = compileOnly('postgres');
const AT = '2026-11-25T08:00:00.000Z';

describe('asOneStatement', () => {
  it('joins writes into one WITH statement, numbering each part’s parameters after the last', () => {
    const count = (event: string, n: number) =>
      db
        .insertInto('funnel_counts')
        .values({ day: AT.slice(0, 10), event, language: 'de', count: n })
        .onConflict((conflict) =>
          conflict.columns(['day', 'event', 'language']).doUpdateSet((eb) => ({
            count: eb('funnel_counts.count', '+', eb.ref('excluded.count')),
          })),
        )
        .compile();
    const update = db.updateTable('users').set({ swiss_cross: 'c' }).where('id', '=', 7).compile();
    const joined = asOneStatement([count('landing_visit', 2), update, count('short_completed', 3)]);
    expect(joined?.sql.startsWith('with w0 as (insert into "funnel_counts"')).toBe(true);
    expect(joined?.sql).toContain('w1 as (update "users" set "swiss_cross" = $5 where "id" = $6)');
    expect(joined?.sql).toMatch(/\) insert into "funnel_counts" .* values \(\$7, \$8, \$9, \$10\)/);
    expect(joined?.parameters).toEqual([
      ...['2026-11-25', 'landing_visit', 'de', 2],
      ...['c', 7],
      ...['2026-11-25', 'short_completed', 'de', 3],
    ]);
  });

  it('leaves a single statement as it is', () => {
    const update = db.updateTable('users').set({ swiss_cross: 'c' }).where('id', '=', 7).compile();
    expect(asOneStatement([update])).toBe(update);
  });

  it('refuses what it cannot join safely: reads, nested WITH, string literals, nothing', () => {
    const read = db.selectFrom('users').select('id').compile();
    const write = db.updateTable('users').set({ swiss_cross: 'c' }).compile();
    const literal = { ...write, sql: `update "users" set "swiss_cross" = 'x'` };
    const nested = { ...write, sql: `with a as (select 1) ${write.sql}` };
    expect(asOneStatement([write, read])).toBeUndefined();
    expect(asOneStatement([write, literal])).toBeUndefined();
    expect(asOneStatement([nested, write])).toBeUndefined();
    expect(asOneStatement([])).toBeUndefined();
  });
});
