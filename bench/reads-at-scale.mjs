// Reads stay flat as the results table grows: the same reads on a small table and on one with
// 1,000,000 results more, measured in turn (small, large, small, large, …) by two servers running
// side by side, so the machine's drift between minutes weighs on both alike. Both tables hold
// enough results in every language for the statistics to publish averages, so both answer the
// same shape of body; the ratio is the large table's rate over the small one's, round by round.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAnswerSets } from './seed-answer-sets.mjs';
import { measure, startServer, stopServer } from './support.mjs';

/** Results on the small table: 500 per language, past the 300 the statistics need to publish. */
const SMALL_ROWS = 2_000;

async function freshDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-bench-small-'));
  const env = { DATABASE_URL: join(dataDir, 'app.db'), DATA_DIR: dataDir };
  // The server migrates the new database when it starts.
  await stopServer(await startServer(env));
  return { env, dataDir };
}

async function readsOf(server, postBody) {
  const created = await fetch(`${server.baseUrl}/api/v1/answer-set/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: postBody,
  });
  const { code } = await created.json();
  return {
    'GET /api/v1/answer-set/{code}': `/api/v1/answer-set/${code}`,
    'GET /api/v1/statistics/': '/api/v1/statistics/',
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Seeds `rows` results into the database of `largeEnv` (which already has the run's results),
 * makes a small one beside it, and measures each read on both in turn for `rounds` rounds.
 */
export async function readsAtScale({ largeEnv, rows, postBody, seconds, connections, rounds }) {
  await seedAnswerSets({ databasePath: largeEnv.DATABASE_URL, rows });
  const small = await freshDatabase();
  await seedAnswerSets({ databasePath: small.env.DATABASE_URL, rows: SMALL_ROWS });
  // The seeded gigabyte goes to disk first, so the kernel's write-back does not compete with the
  // reads measured next.
  spawnSync('sync');
  const servers = { small: await startServer(small.env), large: await startServer(largeEnv) };
  try {
    const paths = {
      small: await readsOf(servers.small, postBody),
      large: await readsOf(servers.large, postBody),
    };
    const figures = {};
    for (const name of Object.keys(paths.small)) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        const run = {};
        for (const table of ['small', 'large']) {
          const url = `${servers[table].baseUrl}${paths[table][name]}`;
          run[table] = await measure({ url, seconds, connections });
        }
        run.ratio = Number((run.large.requestsPerSecond / run.small.requestsPerSecond).toFixed(3));
        runs.push(run);
      }
      figures[name] = { ratioToSmallTable: median(runs.map((run) => run.ratio)), runs };
      console.log(name, runs.map((run) => run.ratio).join(', '));
    }
    return { rows, smallRows: SMALL_ROWS, rounds, secondsEach: seconds, api: figures };
  } finally {
    await stopServer(servers.small);
    await stopServer(servers.large);
    rmSync(small.dataDir, { recursive: true, force: true });
  }
}
