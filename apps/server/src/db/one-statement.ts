import { CompiledQuery } from 'kysely';

/** A statement that can stand as a part of a data-modifying WITH on PostgreSQL. */
const WRITE = /^\s*(insert|update|delete)\s/i;
/** Text that would make renumbering `$n` placeholders unsafe: string literals, dollar quoting. */
const LITERAL = /'|\$\$|\$[a-z_]/i;

/**
 * PostgreSQL: the statements of one commit joined into a single statement (a data-modifying
 * WITH), so the commit is one round trip and runs as one implicit transaction, all or nothing.
 * Row locks (the shared statistics and funnel counts) are then held only while the database runs
 * it, never across round trips to a busy server. The parts run on one snapshot and do not see
 * each other's changes, so they must touch different rows (foreign keys are checked at the end,
 * after every part). Undefined when the statements cannot be joined (anything but plain
 * INSERT/UPDATE/DELETE with `$n` parameters): commit them as a transaction instead.
 */
export function asOneStatement(queries: readonly CompiledQuery[]): CompiledQuery | undefined {
  if (queries.length === 0) return undefined;
  if (queries.some(({ sql }) => !WRITE.test(sql) || LITERAL.test(sql))) return undefined;
  if (queries.length === 1) return queries[0];
  const parameters: unknown[] = [];
  const parts = queries.map(({ sql, parameters: own }) => {
    const offset = parameters.length;
    parameters.push(...own);
    return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  });
  const last = parts.pop() ?? '';
  const withParts = parts.map((part, i) => `w${i} as (${part})`).join(', ');
  return CompiledQuery.raw(`with ${withParts} ${last}`, parameters);
}
