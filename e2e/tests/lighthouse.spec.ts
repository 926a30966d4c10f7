import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { servedQuestions } from '../support/survey';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

test('Lighthouse (mobile) rates the result page at least 95 in performance, accessibility and best practices', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const questions = await servedQuestions(page);
  const answers = questions
    .filter((q) => q.inNexpresso)
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => (q.answers[0] ? [q.answers[0].id] : []));
  const created = await request.post('/api/v1/answer-set/', { data: { answers, language: 'de' } });
  const { code } = (await created.json()) as { code: string };

  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(`${baseURL}/de/result?id=${code}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no report');
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`);
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
    );
    const results = join(import.meta.dirname, '..', '..', 'bench', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      join(results, 'lighthouse-result-page.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), formFactor: 'mobile', scores, metrics, weakAudits: failing }, null, 2)}\n`,
    );
    console.log('Lighthouse', scores, metrics);
    for (const id of CATEGORIES)
      expect(scores[id], `${id} (weak audits: ${failing.join(', ')})`).toBeGreaterThanOrEqual(95);
  } finally {
    chrome.kill();
  }
});
