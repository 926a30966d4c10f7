// npm run bench:visit: simulated visitors on loopback doing what a person does (landing page,
// its assets, the questions, an answer set, the result page and data, the result image), ramped
// up to a target concurrency, against the production build on one database per run:
//   node bench/visit-bench.mjs sqlite|postgres [--no-build]
// (PostgreSQL runs inside scripts/with-postgres.sh, which provides TEST_DATABASE_URL.)
// Reports visits per second, p50/p99 per step, errors and the server's memory, and the same
// visits replayed from memory by a bare node:http server in its own process (the ceiling,
// bench/ceiling-server.mjs) with their ratio; merges
// the figures into bench/results/visit.json. On PostgreSQL the visits then run against one
// instance and spread over two on the same database, in turn for three rounds. VISIT_SECONDS (25), VISIT_CONCURRENCY (32),
// VISIT_RAMP_SECONDS (8). Only 127.0.0.1 is ever a target.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, root, startCeiling, startServer, stopServer } from './support.mjs';
import { recordVisit, runVisitors } from './visitors.mjs';

const database = process.argv[2];
if (database !== 'sqlite' && database !== 'postgres') {
  console.error('usage: node bench/visit-bench.mjs sqlite|postgres [--no-build]');
  process.exit(2);
}
const settings = {
  seconds: Number(process.env.VISIT_SECONDS ?? 25),
  concurrency: Number(process.env.VISIT_CONCURRENCY ?? 32),
  rampSeconds: Number(process.env.VISIT_RAMP_SECONDS ?? 8),
};

function databaseEnv() {
  if (database === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-visit-'));
    return { env: { DATABASE_URL: join(dataDir, 'app.db'), DATA_DIR: dataDir }, dataDir };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url || new URL(url).hostname !== '127.0.0.1') {
    throw new Error('PostgreSQL part: run through scripts/with-postgres.sh (127.0.0.1 only)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-visit-'));
  return { env: { DATABASE_URL: url, DATA_DIR: dataDir }, dataDir };
}

/** Samples the server's resident memory (VmRSS) from /proc every half second. */
function sampleRss(pid) {
  const samples = [];
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      if (kb) samples.push(kb / 1024);
    } catch {
      // the process is gone
    }
  };
  read();
  const timer = setInterval(read, 500);
  return () => {
    clearInterval(timer);
    read();
    const round = (mb) => Math.round(mb * 10) / 10;
    return {
      startMb: round(samples[0] ?? 0),
      peakMb: round(Math.max(...samples)),
      endMb: round(samples.at(-1) ?? 0),
    };
  };
}

/**
 * Stateless instances on one database: the same visits against one instance and spread over two,
 * in turn for three rounds (the machine drifts between minutes; the median round's ratio counts).
 * The second instance first warms up alone, as the first did in the run before.
 */
async function twoAgainstOne(first, env) {
  const second = await startServer({
    ...env,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  });
  const measured = [];
  try {
    console.log('== A second instance on the same PostgreSQL warms up');
    await runVisitors({ baseUrl: second.baseUrl, ...settings, seconds: 10, rampSeconds: 2 });
    for (let round = 1; round <= 3; round += 1) {
      console.log(`== Round ${round}: one instance, then the same visits spread over two`);
      const one = await runVisitors({ baseUrl: first.baseUrl, ...settings });
      const both = await runVisitors({ baseUrls: [first.baseUrl, second.baseUrl], ...settings });
      const ratio = Number((both.steadyVisitsPerSecond / one.steadyVisitsPerSecond).toFixed(3));
      console.log(
        `   ${one.steadyVisitsPerSecond} and ${both.steadyVisitsPerSecond} visits/s: ${ratio}`,
      );
      measured.push({ one, both, ratio });
    }
  } finally {
    await stopServer(second);
  }
  const median = [...measured].sort((a, b) => a.ratio - b.ratio)[1];
  return {
    visitsPerSecond: median.both.visitsPerSecond,
    steadyVisitsPerSecond: median.both.steadyVisitsPerSecond,
    oneInstanceSteadyVisitsPerSecond: median.one.steadyVisitsPerSecond,
    errors: measured.reduce(
      (sum, round) => sum + round.one.errors.total + round.both.errors.total,
      0,
    ),
    ratioToOneInstance: median.ratio,
    rounds: measured.map(({ one, both, ratio }) => ({
      oneInstance: one.steadyVisitsPerSecond,
      twoInstances: both.steadyVisitsPerSecond,
      ratio,
    })),
  };
}

if (!process.argv.includes('--no-build')) build();
const { env, dataDir } = databaseEnv();
const server = await startServer({
  ...env,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
});
if (new URL(server.baseUrl).hostname !== '127.0.0.1') throw new Error('loopback only');
console.log(
  `== Visits on ${database}: ramp to ${settings.concurrency} visitors in ${settings.rampSeconds} s, ${settings.seconds} s in all`,
);
const recording = await recordVisit(server.baseUrl);
const stopSampling = sampleRss(server.pid);
const figures = await runVisitors({ baseUrl: server.baseUrl, ...settings });
const memory = stopSampling();
const twoInstances = database === 'postgres' ? await twoAgainstOne(server, env) : null;
await stopServer(server);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  '== The same visits replayed from memory by bare node:http, in its own process (the ceiling)',
);
const replay = await startCeiling(recording);
const ceiling = await runVisitors({ baseUrl: replay.baseUrl, ...settings });
await replay.close();
const ratioToReplay = Number(
  (figures.steadyVisitsPerSecond / ceiling.steadyVisitsPerSecond).toFixed(3),
);

const result = {
  ...figures,
  serverMemory: memory,
  replay: {
    visitsPerSecond: ceiling.visitsPerSecond,
    steadyVisitsPerSecond: ceiling.steadyVisitsPerSecond,
  },
  ratioToReplay,
  ...(twoInstances ? { twoInstances } : {}),
};
console.log(JSON.stringify(result, null, 2));
const file = join(root, 'bench', 'results', 'visit.json');
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
report.measuredAt = new Date().toISOString();
report.machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version };
report.settings = {
  ...settings,
  note: 'load generator, server and ceiling share the machine, each in its own process',
};
report[database] = result;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to bench/results/visit.json (${database})`);
if (figures.errors.total > 0 || (twoInstances?.errors ?? 0) > 0) process.exitCode = 1;
