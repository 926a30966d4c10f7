// Fills a SQLite database with many synthetic results, fast, for the scale benchmark. The
// statistics aggregates are updated to match (each score as its band's middle), as the app would
// have done on each insert.
import { randomBytes } from 'node:crypto';
import { SQLite as Database } from '../apps/server/src/db/sqlite-driver.mjs';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** What a score counts as in the statistics: the middle of its 0.2-wide band (core valueStandIn). */
function standIn(score) {
  return (Math.min(4, Math.floor(Math.round(score * 1000) / 200)) + 0.5) / 5;
}

function code() {
  return Array.from(randomBytes(12), (byte) => ALPHABET[byte % 62]).join('');
}

export async function seedAnswerSets({ databasePath, rows }) {
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const { version } = db
    .prepare('select version from questionnaire_versions order by published_at desc limit 1')
    .get();
  const columns = Array.from({ length: 12 }, (_, i) => `score${i + 1}`);
  const insert = db.prepare(
    `insert into answer_sets (code, questionnaire_version, answers, long_version_attempted, language, owner_id, created_at, ${columns.join(', ')})
     values (?, ?, ?, 0, ?, null, ?, ${columns.map(() => '?').join(', ')})`,
  );
  const languages = ['de', 'fr', 'it', 'en'];
  const sums = Object.fromEntries(
    ['all', ...languages].map((l) => [l, { results: 0, sums: Array(12).fill(0) }]),
  );
  const batch = db.transaction((count) => {
    for (let i = 0; i < count; i += 1) {
      const language = languages[i % 4];
      const scores = Array.from({ length: 12 }, () => Math.round(Math.random() * 1000) / 1000);
      insert.run(code(), version, '[]', language, new Date().toISOString(), ...scores);
      for (const group of [sums.all, sums[language]]) {
        group.results += 1;
        scores.forEach((score, n) => (group.sums[n] += standIn(score)));
      }
    }
  });
  for (let done = 0; done < rows; done += 100_000) batch(Math.min(100_000, rows - done));
  const upsert = db.prepare(
    `insert into result_statistics (questionnaire_version, language, results, ${Array.from({ length: 12 }, (_, i) => `sum${i + 1}`).join(', ')})
     values (?, ?, ?, ${Array(12).fill('?').join(', ')})
     on conflict (questionnaire_version, language) do update set results = results + excluded.results,
     ${Array.from({ length: 12 }, (_, i) => `sum${i + 1} = sum${i + 1} + excluded.sum${i + 1}`).join(', ')}`,
  );
  for (const [language, group] of Object.entries(sums))
    upsert.run(version, language, group.results, ...group.sums);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
