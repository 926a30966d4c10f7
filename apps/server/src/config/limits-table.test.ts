import { describe, expect, it } from 'vitest';
import { documentedTable } from './limits-document';
import { LIMIT_ROWS, limitsTable, tableCells } from './limits-table';
import * as limits from './limits';
import { loadConfig } from './env';

describe('the table of limits', () => {
  it('in docs/deploy.md is the one limits.ts writes (npm run docs:limits)', () => {
    expect(tableCells(documentedTable())).toEqual(tableCells(limitsTable()));
  });

  it('names every limit of limits.ts with its value', () => {
    const table = limitsTable();
    expect(tableCells(table)).toHaveLength(LIMIT_ROWS.length + 1);
    // A changed value shows in the table: each row is written from the constants.
    expect(table).toContain(`${limits.PROBES_PER_ADDRESS_PER_HOUR} an hour`);
    expect(table).toContain(`${limits.MAX_FAILURES_PER_ADDRESS} in 15 minutes`);
    expect(table).toContain('1 MiB, 16 megapixels');
  });

  it('gives the settings the defaults the server runs with', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_MAX).toBe(limits.RATE_LIMIT_MAX_DEFAULT);
    expect(config.MAX_CONNECTIONS).toBe(limits.MAX_CONNECTIONS_DEFAULT);
    expect(config.MAX_CONNECTIONS_PER_ADDRESS).toBe(limits.MAX_CONNECTIONS_PER_ADDRESS_DEFAULT);
    expect(config.REQUEST_TIMEOUT_MS).toBe(limits.REQUEST_TIMEOUT_MS_DEFAULT);
    expect(config.UNCONFIRMED_MAILS_PER_HOUR).toBe(limits.UNCONFIRMED_MAILS_PER_HOUR_DEFAULT);
  });

  it('reads a table however Prettier padded its columns', () => {
    const padded = '| a   | b |\n| --- | - |\n| one | 2 |';
    expect(tableCells(padded)).toEqual([
      ['a', 'b'],
      ['one', '2'],
    ]);
  });
});
