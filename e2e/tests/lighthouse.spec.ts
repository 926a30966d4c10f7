import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  createGroupThroughApi,
  deleteGroupThroughApi,
  joinWithNewResult,
  type JourneyGroup,
} from '../support/groups';
import {
  auditWithRetries,
  startPagesWithoutScripts,
  type Run,
  type StoredValues,
} from '../support/lighthouse-audit';
import {
  judge,
  MAX_PAIRS,
  pageReport,
  PAIRS,
  type PageReport,
  summaryRow,
  type Pair,
} from '../support/lighthouse-verdict';
import { storedBrowserResults } from '../support/result';
import { servedQuestions, servedVersion } from '../support/survey';

/** A page as a visitor opens it: its path, and what their browser holds beforehand. */
interface AuditedPage {
  path: string;
  stored?: StoredValues;
}

/**
 * The audited pages: the landing page, a question, a result as a visitor who follows a shared
 * link sees it and as the browser that made it sees it (it keeps the result and its secret), and
 * a group's page with five members (their average cross shows).
 */
async function pagesToAudit(page: Page, request: APIRequestContext) {
  const questions = await servedQuestions(page);
  const answers = questions
    .filter((q) => q.inNexpresso)
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => (q.answers[0] ? [q.answers[0].id] : []));
  const created = await request.post('/api/v1/answer-set/', { data: { answers, language: 'it' } });
  expect(created.status()).toBe(201);
  const made = (await created.json()) as { code: string; secret: string };
  const group = await createGroupThroughApi(request, { name: 'Lighthouse' });
  for (let pick = 0; pick < 5; pick += 1) {
    await joinWithNewResult(page, { group: group.code, pick });
  }
  const pages: Record<string, AuditedPage> = {
    landing: { path: '/de' },
    question: { path: '/fr/question/3' },
    sharedResult: { path: `/it/result?id=${made.code}` },
    ownResult: {
      path: `/it/result?id=${made.code}`,
      stored: storedBrowserResults([made], await servedVersion(page)),
    },
    group: { path: `/de/group/${group.code}` },
  };
  return { pages, group };
}

/**
 * One pair: the page and its floor, the same page without its scripts (same HTML, same headers,
 * from a process of its own), each in a fresh browser prepared alike. Which of the two runs
 * first alternates from pair to pair, so neither always meets the machine as the other left it.
 */
async function measurePair(pair: {
  audited: AuditedPage;
  origins: { app: string; floor: string };
  index: number;
  failedRuns: string[];
}): Promise<Pair> {
  const { audited, origins, index, failedRuns } = pair;
  const options = { stored: audited.stored };
  const runPage = () => auditWithRetries(`${origins.app}${audited.path}`, failedRuns, options);
  const runFloor = () => auditWithRetries(`${origins.floor}${audited.path}`, failedRuns, options);
  if (index % 2 === 0) {
    const page = await runPage();
    return { page, floor: await runFloor() };
  }
  const floor = await runFloor();
  return { page: await runPage(), floor };
}

const describeRun = ({ scores, metrics, cpu }: Run) =>
  `perf ${scores.performance}, TBT ${metrics['total-blocking-time']} ms (from CPU time ${cpu.cpuBlockingMs} ms), LCP ${Math.round(metrics['largest-contentful-paint'])} ms`;

/**
 * Each origin answers the page once before the pairs, as a browser asks for it: the app renders
 * and keeps it, the floor writes it without scripts; neither pays that in a measured run.
 */
async function warmUp(path: string, origins: { app: string; floor: string }) {
  for (const origin of [origins.app, origins.floor]) {
    const response = await fetch(`${origin}${path}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    await response.arrayBuffer();
    expect(response.status, `${origin}${path}`).toBe(200);
  }
}

/**
 * PAIRS pairs of a page; a page whose timing misses gets more, up to MAX_PAIRS, before it fails:
 * a real cost shows in all of them, a disturbed machine seldom. All pairs are judged, the first
 * ones too.
 */
async function measurePage(
  name: string,
  audited: AuditedPage,
  origins: { app: string; floor: string },
) {
  const pairs: Pair[] = [];
  const failedRuns: string[] = [];
  const measureUpTo = async (count: number) => {
    while (pairs.length < count) {
      const pair = await measurePair({ audited, origins, index: pairs.length, failedRuns });
      pairs.push(pair);
      console.log(
        `Lighthouse ${name} pair ${pairs.length}: page ${describeRun(pair.page)}, ${pair.page.scriptKiB.gzip} KiB JS gzip; floor ${describeRun(pair.floor)}`,
      );
    }
  };
  await warmUp(audited.path, origins);
  await measureUpTo(PAIRS);
  if (judge(pairs).timingMissed) await measureUpTo(MAX_PAIRS);
  return { pairs, failedRuns };
}

async function withGroup<T>(
  request: APIRequestContext,
  group: JourneyGroup,
  use: () => Promise<T>,
): Promise<T> {
  try {
    return await use();
  } finally {
    await deleteGroupThroughApi(request, group);
  }
}

const chosenPages = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [];
const only = (name: string) => chosenPages.length === 0 || chosenPages.includes(name);

test('Lighthouse (mobile): landing, question, shared and own result, group, each against itself without scripts', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(900_000);
  if (!baseURL) throw new Error('no base URL');
  const { pages, group } = await pagesToAudit(page, request);
  const floorServer = await startPagesWithoutScripts(baseURL);
  const origins = { app: baseURL, floor: floorServer.origin };
  const report: Record<string, PageReport & { path: string; browserHoldsTheResult: boolean }> = {};
  await withGroup(request, group, async () => {
    try {
      for (const [name, audited] of Object.entries(pages)) {
        // LIGHTHOUSE_PAGES=group,landing measures those pages only (to study one page; the
        // report then holds them only): every page otherwise.
        if (!only(name)) continue;
        const { pairs, failedRuns } = await measurePage(name, audited, origins);
        report[name] = {
          path: audited.path,
          browserHoldsTheResult: Boolean(audited.stored),
          ...pageReport(pairs, failedRuns),
        };
      }
    } finally {
      floorServer.stop();
    }
  });

  const results = join(import.meta.dirname, '..', '..', 'bench', 'results');
  mkdirSync(results, { recursive: true });
  const about = {
    measuredAt: new Date().toISOString(),
    formFactor: 'mobile',
    floor: 'the same page without its scripts and preloads, with the same headers',
    pairsPerPage: { first: PAIRS, atMost: MAX_PAIRS },
  };
  writeFileSync(
    join(results, 'lighthouse.json'),
    `${JSON.stringify({ ...about, pages: report }, null, 2)}\n`,
  );
  console.table(
    Object.fromEntries(Object.entries(report).map(([name, page]) => [name, summaryRow(page)])),
  );
  for (const [name, { misses }] of Object.entries(report)) {
    expect(misses, `${name} (bench/results/lighthouse.json)`).toEqual([]);
  }
});
