// Simulated visitors for bench/visit-bench.mjs and bench/api-bench.mjs: each one walks a whole
// first visit, again and again: the landing page and the files a browser loads for it, the
// questions, an answer set, the result page and its further files, the result's data, and in
// one visit of five the result's picture. The same visits replayed from memory by a bare
// node:http server in its own process (support.mjs startCeiling) are the ceiling they are
// compared with.
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pageAssets } from './page-assets.mjs';
import { replayKey } from './replay-key.mjs';
import { startCeiling } from './support.mjs';

const STEPS = [
  'landing',
  'assets',
  'questions',
  'events',
  'answerSet',
  'resultPage',
  'resultAssets',
  'result',
  'image',
];

/** One visit in this many fetches the result's picture. */
const PICTURE_EVERY = 5;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
  );
}

/**
 * The files a browser loads for the landing page, and those the result page adds (the rest it
 * has already, cached for good).
 */
async function assetsOf(baseUrl, buildRoot) {
  const landingHtml = await (await fetch(`${baseUrl}/de/`)).text();
  const landing = pageAssets({ html: landingHtml, language: 'de', buildRoot });
  const resultHtml = await (await fetch(`${baseUrl}/de/result?id=AAAAAAAAAAAA`)).text();
  const result = pageAssets({
    html: resultHtml,
    pageModule: 'src/features/result/pages/ResultPage.tsx',
    language: 'de',
    buildRoot,
  }).filter((path) => !landing.includes(path));
  return { landing, result };
}

/** A plausible visitor: one random answer for every short-version question. */
function randomAnswers(questions) {
  return questions
    .filter((question) => question.inNexpresso)
    .flatMap((question) => (question.type === 'GROUP' ? question.childQuestions : [question]))
    .map((question) => question.answers[Math.floor(Math.random() * question.answers.length)].id);
}

async function timed(record, step, work) {
  const started = performance.now();
  try {
    const value = await work();
    record.latency[step].push(performance.now() - started);
    return value;
  } catch (error) {
    record.errors[step] += 1;
    if (record.errorSamples.length < 5) record.errorSamples.push(`${step}: ${error.message}`);
    return undefined;
  }
}

/** Headers a replay must not copy: they describe the connection, not the answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * A browser's way of asking one site: at most six connections, kept open, compressed answers
 * (decoded only when the visit reads them). With a recording, each answer's status, headers
 * and bytes are kept as they travelled.
 */
function browser(recording) {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const request = (url, init) =>
    new Promise((resolve, reject) => {
      const method = init?.method ?? 'GET';
      const outgoing = httpRequest(url, {
        method,
        agent,
        headers: { 'accept-encoding': 'gzip, br', ...init?.headers },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          if (recording) {
            const headers = Object.fromEntries(
              Object.entries(response.headers).filter(([name]) => !HOP_HEADERS.has(name)),
            );
            recording.set(replayKey(method, url), { status: response.statusCode, headers, raw });
          }
          if (response.statusCode >= 400) {
            reject(new Error(`${method} ${new URL(url).pathname} ${response.statusCode}`));
            return;
          }
          const coding = response.headers['content-encoding'];
          resolve({
            get body() {
              if (coding === 'br') return brotliDecompressSync(raw);
              return coding === 'gzip' ? gunzipSync(raw) : raw;
            },
          });
        });
      });
      outgoing.end(init?.body);
    });
  return { request, close: () => agent.destroy() };
}

/**
 * Records one whole visit (with the picture) against a server: every answer's status, headers
 * and bytes, by request (replayKey).
 */
export async function recordVisit(baseUrl) {
  const recording = new Map();
  const assets = await assetsOf(baseUrl);
  const record = newRecord();
  const recorder = browser(recording);
  const ok = await visit({ baseUrl, assets, record, request: recorder.request, number: 0 });
  recorder.close();
  if (!ok) throw new Error(`recording a visit failed: ${record.errorSamples.join('; ')}`);
  return recording;
}

function newRecord() {
  return {
    latency: Object.fromEntries(STEPS.map((step) => [step, []])),
    errors: Object.fromEntries(STEPS.map((step) => [step, 0])),
    errorSamples: [],
  };
}

async function visit({ baseUrl, assets, record, request, number }) {
  const json = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const event = (name) =>
    request(`${baseUrl}/api/v1/events`, json({ event: name, language: 'de' }));
  if (!(await timed(record, 'landing', () => request(`${baseUrl}/de/`)))) return false;
  await timed(record, 'assets', () =>
    Promise.all(assets.landing.map((path) => request(`${baseUrl}${path}`))),
  );
  await timed(record, 'events', () => event('landing_visit'));
  const questions = await timed(record, 'questions', async () =>
    JSON.parse((await request(`${baseUrl}/api/v1/questions/`)).body.toString()),
  );
  if (!questions) return false;
  await timed(record, 'events', () => event('short_completed'));
  const created = await timed(record, 'answerSet', async () => {
    const body = { answers: randomAnswers(questions), longVersionAttempted: false, language: 'de' };
    return JSON.parse((await request(`${baseUrl}/api/v1/answer-set/`, json(body))).body.toString());
  });
  if (!created) return false;
  await timed(record, 'resultPage', () => request(`${baseUrl}/de/result?id=${created.code}`));
  await timed(record, 'resultAssets', () =>
    Promise.all(assets.result.map((path) => request(`${baseUrl}${path}`))),
  );
  await timed(record, 'result', () => request(`${baseUrl}/api/v1/answer-set/${created.code}`));
  if (number % PICTURE_EVERY === 0) {
    await timed(record, 'image', () =>
      request(`${baseUrl}/api/v1/answer-set/${created.code}/image.png`),
    );
  }
  return true;
}

/**
 * Ramps up to `concurrency` visitors over `rampSeconds`, lets them visit until `seconds` have
 * passed, and returns visits per second, p50/p99 per step (ms) and the errors.
 */
export async function runVisitors({
  baseUrl,
  baseUrls = [baseUrl],
  seconds,
  concurrency,
  rampSeconds,
  buildRoot,
}) {
  const assets = await assetsOf(baseUrls[0], buildRoot);
  const record = newRecord();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const rampEnd = started + rampSeconds * 1000;
  let visits = 0;
  let steadyVisits = 0;
  let visitNumber = 0;
  const visitor = async (index) => {
    await new Promise((done) => setTimeout(done, (index * rampSeconds * 1000) / concurrency));
    const { request, close } = browser();
    // With several instances (one database), visitors are spread over them in turn.
    const target = baseUrls[index % baseUrls.length];
    while (performance.now() < deadline) {
      const number = (visitNumber += 1);
      if (
        (await visit({ baseUrl: target, assets, record, request, number })) &&
        performance.now() <= deadline
      ) {
        visits += 1;
        if (performance.now() > rampEnd) steadyVisits += 1;
      }
    }
    close();
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => visitor(i)));
  const elapsed = (performance.now() - started) / 1000;
  const steps = Object.fromEntries(
    STEPS.map((step) => {
      const sorted = record.latency[step].sort((a, b) => a - b);
      return [
        step,
        { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) },
      ];
    }),
  );
  const total = Object.values(record.errors).reduce((sum, n) => sum + n, 0);
  return {
    visits,
    visitsPerSecond: Math.round((visits / elapsed) * 10) / 10,
    steadyVisitsPerSecond:
      Math.round((steadyVisits / Math.max(1, seconds - rampSeconds)) * 10) / 10,
    assetsPerVisit: assets.landing.length + assets.result.length,
    picturesPerVisit: 1 / PICTURE_EVERY,
    steps,
    errors: { total, ...record.errors, samples: record.errorSamples },
  };
}

/**
 * Whole visits against two servers in turn for `rounds` rounds (first, second, first, …): the
 * machine drifts between minutes, so each round's ratio (first / second) compares neighbours,
 * and the median round is reported, with every round's figures; `second` names the other side
 * in the report (`replay` gives `replay`, `ratioToReplay`, `replayVisitsPerSecond`).
 */
async function visitsInTurn({ first, second, seconds, concurrency, rampSeconds, rounds }) {
  const measured = [];
  for (let round = 0; round < rounds; round += 1) {
    const one = await runVisitors({ baseUrl: first, seconds, concurrency, rampSeconds });
    const other = await runVisitors({
      baseUrl: second.baseUrl,
      buildRoot: second.buildRoot,
      seconds,
      concurrency,
      rampSeconds,
    });
    // A file the visit asks for and the server has not (another build's names) answers a cheap
    // 404: that side would look faster than it is.
    for (const side of [one, other]) {
      const missing = side.errors.assets + side.errors.resultAssets;
      if (missing > 0) throw new Error(`${missing} asset requests failed: ${side.errors.samples}`);
    }
    const ratio = Number((one.steadyVisitsPerSecond / other.steadyVisitsPerSecond).toFixed(3));
    measured.push({ one, other, ratio });
  }
  const median = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor(measured.length / 2)];
  const name = second.name;
  const Name = `${name[0].toUpperCase()}${name.slice(1)}`;
  return {
    server: median.one,
    [name]: median.other,
    [`ratioTo${Name}`]: median.ratio,
    rounds: measured.map((round) => ({
      visitsPerSecond: round.one.steadyVisitsPerSecond,
      [`${name}VisitsPerSecond`]: round.other.steadyVisitsPerSecond,
      ratio: round.ratio,
    })),
  };
}

/**
 * Whole visits against a server and, in the same run, against the replay of one of its visits
 * (recorded first), in turn.
 */
export async function visitsAgainstReplay({ baseUrl, ...settings }) {
  const recording = await recordVisit(baseUrl);
  const replay = await startCeiling(recording);
  try {
    return await visitsInTurn({
      first: baseUrl,
      second: { name: 'replay', baseUrl: replay.baseUrl },
      ...settings,
    });
  } finally {
    await replay.close();
  }
}

/** Whole visits against this build and, in turn, against the build of another commit. */
export async function visitsAgainstOtherBuild({ baseUrl, otherBaseUrl, otherRoot, ...settings }) {
  return visitsInTurn({
    first: baseUrl,
    second: { name: 'otherBuild', baseUrl: otherBaseUrl, buildRoot: otherRoot },
    ...settings,
  });
}
