import { describe, expect, it } from 'vitest';
import { compileOnly } from '../testing/compile-only';
import { statementTemplate } from './statement-template';

const db = compileOnly('sqlite');

describe('statementTemplate', () => {
  it('binds each use’s values where the stand-ins were, and keeps the SQL', () => {
    const update = statementTemplate(3, (slot) =>
      db
        .updateTable('users')
        .set({ swiss_cross: slot(0), updated_at: slot(1) })
        .where('id', '=', slot<number>(2))
        .compile(),
    );
    const first = update(['Ab12Cd34Ef56', '2026-11-24T06:00:00.000Z', 7]);
    const direct = db
      .updateTable('users')
      .set({ swiss_cross: 'Ab12Cd34Ef56', updated_at: '2026-11-24T06:00:00.000Z' })
      .where('id', '=', 7)
      .compile();
    expect([first.sql, first.parameters]).toEqual([direct.sql, direct.parameters]);
    expect(update(['x', 'y', null]).parameters).toEqual(['x', 'y', null]);
  });

  it('keeps parameters the statement brings itself', () => {
    const count = statementTemplate(1, (slot) =>
      db
        .insertInto('funnel_counts')
        .values({ day: slot(0), event: 'started', language: 'de', count: 1 })
        .compile(),
    );
    expect(count(['2026-11-24']).parameters).toEqual(['2026-11-24', 'started', 'de', 1]);
  });

  it('refuses a statement whose SQL would depend on a value', () => {
    expect(() =>
      statementTemplate(2, (slot) =>
        db
          .updateTable('users')
          .set({ swiss_cross: slot(0) })
          .compile(),
      ),
    ).toThrow(/not every value/);
    const one = statementTemplate(1, (slot) =>
      db
        .updateTable('users')
        .set({ swiss_cross: slot(0) })
        .compile(),
    );
    expect(() => one(['a', 'b'])).toThrow(/2 values for 1 places/);
  });
});
