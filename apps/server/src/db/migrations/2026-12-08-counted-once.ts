// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// answer_sets.superseded_at: when the browser that made a result made a newer one and told so with
// the result's secret; from then on the result is not counted among the population (one count
// per person where the product can tell). No link to the newer result is kept.
// standing_counts.population_from: when the scan of the population the held counts come from
// began (a result made before it and counted then is among them); null for counts held before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answer_sets').addColumn('superseded_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('standing_counts')
    .addColumn('population_from', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('standing_counts').dropColumn('population_from').execute();
  await db.schema.alterTable('answer_sets').dropColumn('superseded_at').execute();
}
