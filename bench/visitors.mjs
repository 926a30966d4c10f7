// Simulated visitors for bench/visit-bench.mjs: each one walks a whole visit, again and again.

const STEPS = [
  'landing',
  'assets',
  'questions',
  'events',
  'answerSet',
  'resultPage',
  'result',
  'image',
];

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
  );
}

/** The landing page's own scripts, styles and images, as a browser would fetch them. */
async function assetsOf(baseUrl) {
  const html = await (await fetch(`${baseUrl}/de/`)).text();
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  return [...new Set(paths)];
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

async function request(url, init) {
  const response = await fetch(url, {
    ...init,
    headers: { 'accept-encoding': 'gzip, br', ...init?.headers },
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname} ${response.status}`);
  return { response, body };
}

async function visit(baseUrl, assets, record) {
  const json = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const event = (name) =>
    request(`${baseUrl}/api/v1/events`, json({ event: name, language: 'de' }));
  if (!(await timed(record, 'landing', () => request(`${baseUrl}/de/`)))) return false;
  await timed(record, 'assets', () =>
    Promise.all(assets.map((path) => request(`${baseUrl}${path}`))),
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
  await timed(record, 'result', () => request(`${baseUrl}/api/v1/answer-set/${created.code}`));
  await timed(record, 'image', () =>
    request(`${baseUrl}/api/v1/answer-set/${created.code}/image.png`),
  );
  return true;
}

/**
 * Ramps up to `concurrency` visitors over `rampSeconds`, lets them visit until `seconds` have
 * passed, and returns visits per second, p50/p99 per step (ms) and the errors.
 */
export async function runVisitors({ baseUrl, seconds, concurrency, rampSeconds }) {
  const assets = await assetsOf(baseUrl);
  const record = {
    latency: Object.fromEntries(STEPS.map((step) => [step, []])),
    errors: Object.fromEntries(STEPS.map((step) => [step, 0])),
    errorSamples: [],
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const rampEnd = started + rampSeconds * 1000;
  let visits = 0;
  let steadyVisits = 0;
  const visitor = async (index) => {
    await new Promise((done) => setTimeout(done, (index * rampSeconds * 1000) / concurrency));
    while (performance.now() < deadline) {
      if ((await visit(baseUrl, assets, record)) && performance.now() <= deadline) {
        visits += 1;
        if (performance.now() > rampEnd) steadyVisits += 1;
      }
    }
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
    assetsPerVisit: assets.length,
    steps,
    errors: { total, ...record.errors, samples: record.errorSamples },
  };
}
