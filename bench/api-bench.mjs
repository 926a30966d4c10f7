// npm run bench: API throughput and latency on loopback against the production build on SQLite,
// next to a bare node:http server answering the same bytes (the ceiling); whole first visits
// (bench/visitors.mjs) next to a bare node:http replay of one recorded visit from memory; then
// reads on a small table and with 1,000,000 results, in turn (bench/reads-at-scale.mjs). Each
// figure is printed as a ratio to its ceiling measured in the same run. Figures go to
// bench/results/api.json.
// BENCH_SECONDS (default 10; visits run twice as long), BENCH_CONNECTIONS (default 32),
// BENCH_SCALE_ROWS (default 1000000). BENCH_AGAINST=<git ref> also builds that commit (a
// temporary worktree, its own npm ci) and runs whole visits against this build and that one in
// turn: a change measured against the commit before it in the same run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, measure, root, startCeiling, startServer, stopServer } from './support.mjs';
import { readsAtScale } from './reads-at-scale.mjs';
import { buildOfCommit } from './other-build.mjs';
import { replayKey } from './replay-key.mjs';
import { visitsAgainstOtherBuild, visitsAgainstReplay } from './visitors.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const scaleRows = Number(process.env.BENCH_SCALE_ROWS ?? 1_000_000);

async function sampleRequests(baseUrl) {
  const questions = await (await fetch(`${baseUrl}/api/v1/questions/`)).json();
  // A plausible visitor: the first answer of every short-version leaf question.
  const answers = questions
    .filter((question) => question.inNexpresso)
    .flatMap((question) => (question.type === 'GROUP' ? question.childQuestions : [question]))
    .map((question) => question.answers[0].id);
  const body = JSON.stringify({ answers, longVersionAttempted: false, language: 'de' });
  const created = await fetch(`${baseUrl}/api/v1/answer-set/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const { code } = await created.json();
  return [
    {
      name: 'GET /api/v1/questions/',
      method: 'GET',
      path: '/api/v1/questions/',
    },
    {
      name: 'POST /api/v1/answer-set/',
      method: 'POST',
      path: '/api/v1/answer-set/',
      body,
    },
    {
      name: 'GET /api/v1/answer-set/{code}',
      method: 'GET',
      path: `/api/v1/answer-set/${code}`,
    },
    {
      name: 'GET /api/v1/statistics/',
      method: 'GET',
      path: '/api/v1/statistics/',
    },
  ];
}

/** The answers the ceiling gives: each sampled request's status and bytes, as the server sent them. */
async function ceilingRecording(baseUrl, requests) {
  const recording = new Map();
  for (const request of requests) {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      body: request.body,
      headers: request.body ? { 'content-type': 'application/json' } : {},
    });
    recording.set(replayKey(request.method, request.path), {
      status: response.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      raw: Buffer.from(await response.arrayBuffer()),
    });
  }
  return recording;
}

async function run(server, requests) {
  const figures = {};
  for (const request of requests) {
    figures[request.name] = await measure({
      url: `${server.baseUrl}${request.path}`,
      method: request.method,
      body: request.body,
      seconds,
      connections,
    });
    console.log(request.name, figures[request.name]);
  }
  return figures;
}

// The other commit first: installing and building it must not overlap any measurement.
const againstRef = process.env.BENCH_AGAINST;
const otherBuild = againstRef ? buildOfCommit(againstRef) : null;
build();
const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-bench-'));
const env = { DATABASE_URL: join(dataDir, 'app.db'), DATA_DIR: dataDir };
let server = await startServer(env);
const requests = await sampleRequests(server.baseUrl);

console.log(`\n== API on SQLite (${seconds} s, ${connections} connections per endpoint)`);
const api = await run(server, requests);

console.log('\n== Ceiling: bare node:http answering the same bytes, in its own process');
const ceiling = await startCeiling(await ceilingRecording(server.baseUrl, requests));
const bare = await run(ceiling, requests);
await ceiling.close();
for (const name of Object.keys(api)) {
  api[name].ratioToCeiling = Number(
    (api[name].requestsPerSecond / bare[name].requestsPerSecond).toFixed(3),
  );
}

console.log(`\n== Whole first visits (${connections} visitors), then their replay from memory`);
const visits = await visitsAgainstReplay({
  baseUrl: server.baseUrl,
  seconds: seconds * 2,
  concurrency: connections,
  rampSeconds: Math.max(1, Math.round(seconds / 2)),
  rounds: 3,
});
for (const round of visits.rounds) {
  console.log(
    `visits/s ${round.visitsPerSecond}, replay ${round.replayVisitsPerSecond}: ${round.ratio}`,
  );
}

let againstOtherBuild = null;
if (otherBuild) {
  console.log(
    `\n== Whole first visits: this build and ${againstRef} (${otherBuild.commit}) in turn`,
  );
  // Both on a fresh database of their own, so that neither carries the phases before.
  const fresh = () => {
    const folder = mkdtempSync(join(tmpdir(), 'values-cross-bench-turn-'));
    return { folder, env: { DATABASE_URL: join(folder, 'app.db'), DATA_DIR: folder } };
  };
  const [mine, theirs] = [fresh(), fresh()];
  const current = await startServer(mine.env);
  const other = await startServer(theirs.env, { from: otherBuild.root });
  try {
    againstOtherBuild = {
      ref: againstRef,
      commit: otherBuild.commit,
      ...(await visitsAgainstOtherBuild({
        baseUrl: current.baseUrl,
        otherBaseUrl: other.baseUrl,
        otherRoot: otherBuild.root,
        seconds: seconds * 2,
        concurrency: connections,
        rampSeconds: Math.max(1, Math.round(seconds / 2)),
        rounds: 3,
      })),
    };
  } finally {
    await Promise.all([stopServer(current), stopServer(other)]);
    otherBuild.remove();
    for (const { folder } of [mine, theirs]) rmSync(folder, { recursive: true, force: true });
  }
  for (const round of againstOtherBuild.rounds) {
    console.log(
      `visits/s ${round.visitsPerSecond}, ${againstRef} ${round.otherBuildVisitsPerSecond}: ${round.ratio}`,
    );
  }
}

await stopServer(server);
console.log('\n== Ceiling of storing results: raw better-sqlite3, one durable transaction each');
const postName = 'POST /api/v1/answer-set/';
const postRequest = requests.find((request) => request.name === postName);
// In a process of its own, as every ceiling.
const commitCeiling = JSON.parse(
  execFileSync(process.execPath, [
    join(root, 'bench', 'commit-ceiling.mjs'),
    JSON.stringify({
      databasePath: env.DATABASE_URL,
      seconds,
      answers: JSON.parse(postRequest.body).answers,
    }),
  ]).toString(),
);
console.log(commitCeiling);
api[postName].ratioToCommitCeiling = Number(
  (api[postName].requestsPerSecond / commitCeiling.answerSetsPerSecond).toFixed(3),
);

console.log(
  `\n== Reads on a small table and with ${scaleRows.toLocaleString('en')} results, in turn`,
);
const scale = await readsAtScale({
  largeEnv: env,
  rows: scaleRows,
  postBody: postRequest.body,
  seconds: Math.max(3, Math.round(seconds / 2)),
  connections,
  rounds: 3,
});
rmSync(dataDir, { recursive: true, force: true });

const report = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  settings: {
    seconds,
    connections,
    database: 'sqlite',
    note: 'load generator and server share the machine',
  },
  api,
  ceiling: bare,
  commitCeiling,
  visits: {
    mix: 'landing page and its files, events, questions, answer set, result page and its further files, result; the picture in one visit of five',
    server: visits.server,
    replay: visits.replay,
    ratioToReplay: visits.ratioToReplay,
    rounds: visits.rounds,
  },
  ...(againstOtherBuild && { visitsAgainstOtherBuild: againstOtherBuild }),
  scale,
};
const TARGETS = { 'GET /api/v1/questions/': 0.6 };
console.log('\n== Ratios to the ceilings of this run');
for (const [name, figures] of Object.entries(api)) {
  const target = TARGETS[name];
  console.log(`${name}: ${figures.ratioToCeiling}${target ? ` (target ${target})` : ''}`);
}
console.log(
  `whole visits: ${visits.ratioToReplay} of the replay (median of ${visits.rounds.length} rounds in turn; target 0.5)`,
);
if (againstOtherBuild) {
  console.log(
    `whole visits: ${againstOtherBuild.ratioToOtherBuild} of ${againstRef}'s build (median of ${againstOtherBuild.rounds.length} rounds in turn; target ≥ 1.0)`,
  );
}
const post = api[postName];
console.log(
  `${postName}: ${post.ratioToCommitCeiling} of raw durable commits, p99 ${post.latencyP99Ms} ms (target 1.0, p99 20 ms)`,
);
for (const [name, figures] of Object.entries(scale.api)) {
  console.log(
    `${name} with ${scaleRows} results: ${figures.ratioToSmallTable} of its rate on the small table (median of ${scale.rounds} rounds in turn; target ≥ 0.91)`,
  );
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWritten to bench/results/api.json');
