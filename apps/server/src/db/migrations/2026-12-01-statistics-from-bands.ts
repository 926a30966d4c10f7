// Frozen once released: never import application code here, never edit after release.
import { sql, type Kysely } from 'kysely';

// result_statistics: the running sums count each score as the middle of its 0.2-wide band (0.1,
// 0.3, … 0.9), like every other published figure, so that comparing the average crosses before and
// after a result tells its band only. Recomputed here from the stored results.
const scores = Array.from({ length: 12 }, (_, i) => i + 1);
const band = (n: number) =>
  `sum(case when score${n} < 0.2 then 0.1 when score${n} < 0.4 then 0.3 when score${n} < 0.6 then 0.5 when score${n} < 0.8 then 0.7 else 0.9 end)`;
const sums = scores.map(band).join(', ');
const columns = scores.map((n) => `sum${n}`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from result_statistics`.execute(db);
  await sql
    .raw(
      `insert into result_statistics (questionnaire_version, language, results, ${columns})
       select questionnaire_version, 'all', count(*), ${sums}
       from answer_sets group by questionnaire_version`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into result_statistics (questionnaire_version, language, results, ${columns})
       select questionnaire_version, language, count(*), ${sums}
       from answer_sets where language is not null group by questionnaire_version, language`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  // The exact sums are not kept; the banded ones stay.
}
