// The ceiling for storing results: raw better-sqlite3 on the server's own (migrated) database
// file, no HTTP, no worker: one WAL + synchronous=FULL transaction per answer set, holding its row
// and the two statistics upserts ('all' and its language), as fast as one thread can commit.
import { randomBytes } from 'node:crypto';
import { SQLite } from '../apps/server/src/db/sqlite-driver.mjs';

const SCORES = Array.from({ length: 12 }, (_, i) => i + 1);

/** Answer sets per second committed one transaction each, for `seconds`, on `databasePath`. */
export function measureCommitCeiling({ databasePath, seconds, answers, language = 'de' }) {
  const db = new SQLite(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  const version = db.prepare('select version from questionnaire_versions limit 1').get().version;
  const insert = db.prepare(
    `insert into answer_sets (code, questionnaire_version, answers, long_version_attempted,
      language, owner_id, created_at, secret_hash, group_id, ${SCORES.map((n) => `score${n}`).join(', ')})
     values (?, ?, ?, 0, ?, null, ?, ?, null, ${SCORES.map(() => '?').join(', ')})`,
  );
  const upsert = db.prepare(
    `insert into result_statistics (questionnaire_version, language, results, ${SCORES.map((n) => `sum${n}`).join(', ')})
     values (?, ?, 1, ${SCORES.map(() => '?').join(', ')})
     on conflict (questionnaire_version, language) do update set results = results + 1,
     ${SCORES.map((n) => `sum${n} = sum${n} + excluded.sum${n}`).join(', ')}`,
  );
  const scores = SCORES.map((n) => (n % 10) / 10);
  const store = db.transaction((code) => {
    insert.run(
      code,
      version,
      JSON.stringify(answers),
      language,
      new Date().toISOString(),
      randomBytes(32).toString('hex'),
      ...scores,
    );
    upsert.run(version, 'all', ...scores);
    upsert.run(version, language, ...scores);
  });
  let count = 0;
  const started = process.hrtime.bigint();
  const end = started + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < end) {
    // 12 characters like a real code, unique by the count ('-' is never in a real one): random
    // ones of that length collide within the tens of thousands committed on a fast machine.
    store(`ceil-${count.toString(36).padStart(7, '0')}`);
    count += 1;
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  db.close();
  return { answerSetsPerSecond: Math.round(count / elapsed), transactions: count };
}

// Run as a process of its own (as the benchmarks do): node bench/commit-ceiling.mjs '<options>'
// prints the figures as JSON.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  console.log(JSON.stringify(measureCommitCeiling(JSON.parse(process.argv[2]))));
}
