import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { cpuBlocking } from './cpu-blocking';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './system-chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

/** A long task of the simulated phone, and the script Lighthouse gives it to. */
export interface LongTask {
  script: string;
  startMs: number;
  durationMs: number;
}

/** One Lighthouse run of one page on the mobile profile. */
export interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number], number>;
  /** Every script the page fetched until the trace ended: bytes on the wire, and gzipped. */
  scriptKiB: { transfer: number; gzip: number };
  longTasks: LongTask[];
  /** Blocking time from the tasks' CPU time rather than their time on the clock (cpu-blocking.ts). */
  cpu: ReturnType<typeof cpuBlocking>;
  weakAudits: string[];
}

/** What a browser holds before it opens the page: values in the page origin's local storage. */
export type StoredValues = Record<string, string>;

const lastPart = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^.*\/(?=.)/, '');

/** Gzip sizes of the built scripts by address (their names carry their hash: they never change). */
const gzipSizes = new Map<string, Promise<number>>();
function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    // Gzipped as the build's first-load report measures (scripts/bundle-report.mjs).
    size = fetch(url).then(async (response) => gzipSync(await response.arrayBuffer()).length);
    gzipSizes.set(url, size);
  }
  return size;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function scriptKiB(requests: NetworkRequest[]): Promise<Run['scriptKiB']> {
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const transfer = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const gzip = (await Promise.all(scripts.map((request) => gzipSize(request.url)))).reduce(
    (sum, size) => sum + size,
    0,
  );
  const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return { transfer: kib(transfer), gzip: kib(gzip) };
}

/**
 * One Lighthouse run (mobile: simulated slow 4G and a CPU four times slower) in a browser of its
 * own, on a page prepared first: `stored` goes into the page's local storage before any of its
 * scripts runs, as in the browser that made a result.
 */
export async function audit(url: string, { stored }: { stored?: StoredValues } = {}): Promise<Run> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (stored) {
      await page.evaluateOnNewDocument((values: StoredValues) => {
        try {
          for (const [key, value] of Object.entries(values)) {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
          }
        } catch {
          // about:blank, where Lighthouse starts, has no storage of its own.
        }
      }, stored);
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      undefined,
      page,
    );
    await browser.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no report');
    // A run Lighthouse could not complete (it reports no metrics) says nothing about the page.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const items = (id: string) =>
      ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as never[];
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Run['scores'],
      metrics: Object.fromEntries(
        METRICS.map((id) => [id, Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000]),
      ) as Run['metrics'],
      scriptKiB: await scriptKiB(items('network-requests')),
      cpu: cpuBlocking(result.artifacts.Trace),
      longTasks: items('long-tasks').map(
        (task: { url?: string; startTime: number; duration: number }) => ({
          // The page's own address: its parsing, style and layout.
          script: task.url === lhr.finalDisplayedUrl ? '(page)' : lastPart(task.url ?? ''),
          startMs: Math.round(task.startTime),
          durationMs: Math.round(task.duration),
        }),
      ),
      weakAudits: Object.values(lhr.audits)
        .filter(
          (item) =>
            item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative',
        )
        .map((item) => `${item.id}: ${item.displayValue ?? item.score}`),
    };
  } finally {
    chrome.kill();
  }
}

/** Tries a run again when Lighthouse could not complete it (twice at most); notes each failure. */
export async function auditWithRetries(
  url: string,
  failures: string[],
  options?: { stored?: StoredValues },
): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, options);
    } catch (error) {
      failures.push(String(error));
      if (attempt === 3) throw error;
    }
  }
}

/**
 * The floor, from a process of its own (support/page-without-scripts-server.mjs): every page of
 * the app at the same path and with the same headers, its scripts and preloads removed.
 */
export async function startPagesWithoutScripts(upstream: string) {
  const server = spawn(
    process.execPath,
    [join(import.meta.dirname, 'page-without-scripts-server.mjs')],
    { env: { ...process.env, UPSTREAM: upstream }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { origin, stop: () => server.stdin.end() };
}
