import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/**
 * Which results a population scan that began at `from` counts: one per person where the product
 * can tell (decision 0054). A result made before `from` counts unless, before `from`,
 * - the browser that made it made a newer one and said so with its secret (superseded_at), or
 * - the account that owns it held a newer one (an account counts with its newest result).
 * Results made after `from` wait for the next scan, so that whether a result is among a scan's
 * counts can be told afterwards (countedBy).
 */
export function countedFrom(from: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'answer_sets'>) =>
    eb.and([
      eb('answer_sets.created_at', '<', from),
      eb.or([
        eb('answer_sets.superseded_at', 'is', null),
        eb('answer_sets.superseded_at', '>=', from),
      ]),
      eb.or([
        eb('answer_sets.owner_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('answer_sets as newer')
              .select(sql<number>`1`.as('one'))
              .whereRef('newer.owner_id', '=', 'answer_sets.owner_id')
              .where('newer.created_at', '<', from)
              .where((later) =>
                later.or([
                  later('newer.created_at', '>', later.ref('answer_sets.created_at')),
                  later.and([
                    later('newer.created_at', '=', later.ref('answer_sets.created_at')),
                    later('newer.code', '>', later.ref('answer_sets.code')),
                  ]),
                ]),
              ),
          ),
        ),
      ]),
    ]);
}

/** Whether the scan that began at `from` counted the result with this code. */
export async function countedBy(
  db: Kysely<DatabaseSchema>,
  code: string,
  from: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('answer_sets')
    .select('answer_sets.code')
    .where('answer_sets.code', '=', code)
    .where(countedFrom(from))
    .executeTakeFirst();
  return row !== undefined;
}
