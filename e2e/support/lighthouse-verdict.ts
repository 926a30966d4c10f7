import type { Run } from './lighthouse-audit';

/** One page measured right next to its floor: the same page without its scripts. */
export interface Pair {
  page: Run;
  floor: Run;
}

/** Pairs per page; a page whose timing misses gets more, up to MAX_PAIRS, before it fails. */
export const PAIRS = 3;
export const MAX_PAIRS = 9;

/**
 * The targets of "the result page works at once on a phone", each against the floor measured in
 * the same pairs: the same page without its scripts.
 * - the blocking time the scripts add, the median over the pairs of page less floor: at most
 *   50 ms. Each run's blocking time is counted from the CPU time of the main thread's tasks after
 *   the first paint, at Lighthouse's slowdown (support/cpu-blocking.ts, decision 0055): on this
 *   shared 2-core machine a task's time on the clock is two to three times its CPU time, and
 *   Lighthouse's own blocking time, reported beside it, moves by hundreds of milliseconds from
 *   one minute to the next (a page without a single script: 109-452 ms);
 * - the largest paint, the page's median at most 150 ms after the floor's median (the app's first
 *   script is fetched after the first paint and the icon is in the page: decision 0041);
 * - the first paint and the speed index, each the page's median at most 150 ms after the floor's:
 *   with the largest paint, the layout shift and the blocking time above, every part of
 *   Lighthouse's performance score is judged on its own. The score itself is reported, not
 *   judged: three tenths of it are Lighthouse's blocking time on the clock, which on this
 *   machine moves with the minute even where the floor blocks nothing (decision 0061);
 * - the JavaScript a page fetches until it is idle, in every run, gzipped;
 * - accessibility, best practices and SEO perfect, and no layout shift.
 */
export const TARGETS = {
  addedBlockingMs: 50,
  largestPaintDeltaMs: 150,
  firstPaintDeltaMs: 150,
  speedIndexDeltaMs: 150,
  scriptKiB: 130,
  perfectCategories: ['accessibility', 'best-practices', 'seo'] as const,
};

/** The middle value; of an even count, the mean of the two middle ones. */
export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
  return (lower + upper) / 2;
};

function medians(runs: Run[]) {
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    performance: of((run) => run.scores.performance),
    totalBlockingTimeMs: of((run) => run.metrics['total-blocking-time']),
    cpuBlockingMs: of((run) => run.cpu.cpuBlockingMs),
    cpuMs: of((run) => run.cpu.cpuMs),
    clockMs: of((run) => run.cpu.clockMs),
    largestPaintMs: of((run) => run.metrics['largest-contentful-paint']),
    firstPaintMs: of((run) => run.metrics['first-contentful-paint']),
    speedIndexMs: of((run) => run.metrics['speed-index']),
    layoutShift: of((run) => run.metrics['cumulative-layout-shift']),
    accessibility: of((run) => run.scores.accessibility),
    'best-practices': of((run) => run.scores['best-practices']),
    seo: of((run) => run.scores.seo),
  };
}

/** The figures of a page's pairs and every target they miss. */
export function judge(pairs: Pair[]) {
  const page = medians(pairs.map((pair) => pair.page));
  const floor = medians(pairs.map((pair) => pair.floor));
  const pairedMedian = (pick: (run: Run) => number) =>
    Math.round(median(pairs.map((pair) => pick(pair.page) - pick(pair.floor))) * 10) / 10;
  const addedBlockingMs = pairedMedian((run) => run.cpu.cpuBlockingMs);
  const allowedBlockingMs = TARGETS.addedBlockingMs;
  const lighthouseAddedBlockingMs = pairedMedian((run) => run.metrics['total-blocking-time']);
  const largestPaintDeltaMs = Math.round(page.largestPaintMs - floor.largestPaintMs);
  const firstPaintDeltaMs = Math.round(page.firstPaintMs - floor.firstPaintMs);
  const speedIndexDeltaMs = Math.round(page.speedIndexMs - floor.speedIndexMs);
  const scriptKiB = {
    gzip: Math.max(...pairs.map((pair) => pair.page.scriptKiB.gzip)),
    transfer: Math.max(...pairs.map((pair) => pair.page.scriptKiB.transfer)),
  };
  const timing = [
    addedBlockingMs > allowedBlockingMs &&
      `scripts add ${addedBlockingMs} ms of blocking time from their tasks' CPU time (median of ${pairs.length} pairs; at most ${allowedBlockingMs})`,
    largestPaintDeltaMs > TARGETS.largestPaintDeltaMs &&
      `largest paint ${largestPaintDeltaMs} ms after the floor's (medians; at most ${TARGETS.largestPaintDeltaMs})`,
    firstPaintDeltaMs > TARGETS.firstPaintDeltaMs &&
      `first paint ${firstPaintDeltaMs} ms after the floor's (medians; at most ${TARGETS.firstPaintDeltaMs})`,
    speedIndexDeltaMs > TARGETS.speedIndexDeltaMs &&
      `speed index ${speedIndexDeltaMs} ms above the floor's (medians; at most ${TARGETS.speedIndexDeltaMs})`,
  ].filter((miss): miss is string => Boolean(miss));
  const steady = [
    scriptKiB.gzip > TARGETS.scriptKiB &&
      `${scriptKiB.gzip} KiB of JavaScript (gzip) fetched until idle (at most ${TARGETS.scriptKiB})`,
    ...TARGETS.perfectCategories.map(
      (id) => page[id] < 100 && `${id} ${page[id]} (median; must be 100)`,
    ),
    page.layoutShift > 0 && `layout shift ${page.layoutShift} (median; must be 0)`,
  ].filter((miss): miss is string => Boolean(miss));
  return {
    figures: {
      pairCount: pairs.length,
      medians: { page, floor },
      addedBlockingMs,
      allowedBlockingMs,
      lighthouseAddedBlockingMs,
      largestPaintDeltaMs,
      firstPaintDeltaMs,
      speedIndexDeltaMs,
      scriptKiB,
    },
    misses: [...timing, ...steady],
    timingMissed: timing.length > 0,
  };
}

/**
 * Where a page's long tasks come from: per script (or the page's own parsing, style and layout,
 * or none Lighthouse can name), the median over the runs of the time its long tasks take over
 * 50 ms each and its longest task, largest first. Every long task of a load counts here, also
 * those before the first paint, which the blocking time leaves out.
 */
export function longTasksByScript(runs: Run[]) {
  const scripts = [...new Set(runs.flatMap((run) => run.longTasks.map((task) => task.script)))];
  return scripts
    .map((script) => {
      const tasks = runs.map((run) => run.longTasks.filter((task) => task.script === script));
      return {
        script,
        blockingMsMedian: median(
          tasks.map((own) => own.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0)),
        ),
        longestMs: Math.max(...tasks.flat().map((task) => task.durationMs)),
        runsWithLongTask: tasks.filter((own) => own.length > 0).length,
      };
    })
    .sort((a, b) => b.blockingMsMedian - a.blockingMsMedian || b.longestMs - a.longestMs);
}

/**
 * What the report says of a page: the verdict's figures and misses, where its blocking comes
 * from, and every pair.
 */
export function pageReport(pairs: Pair[], failedRuns: string[]) {
  const { figures, misses } = judge(pairs);
  const withoutWeakAudits = ({ weakAudits: _, ...run }: Run) => run;
  return {
    ...figures,
    misses,
    longTasksByScript: longTasksByScript(pairs.map((pair) => pair.page)),
    weakAudits: [...new Set(pairs.flatMap((pair) => pair.page.weakAudits))],
    pairs: pairs.map((pair, index) => ({
      pageFirst: index % 2 === 0,
      addedBlockingMs:
        Math.round((pair.page.cpu.cpuBlockingMs - pair.floor.cpu.cpuBlockingMs) * 10) / 10,
      page: withoutWeakAudits(pair.page),
      floor: withoutWeakAudits(pair.floor),
    })),
    failedRuns,
  };
}

export type PageReport = ReturnType<typeof pageReport>;

/** A page's line of the printed table. */
export function summaryRow({ pairs, medians, misses, ...figures }: PageReport) {
  return {
    pairs: pairs.length,
    'CPU TBT page': Math.round(medians.page.cpuBlockingMs),
    'CPU TBT floor': Math.round(medians.floor.cpuBlockingMs),
    'added CPU TBT': Math.round(figures.addedBlockingMs),
    'LH TBT page': Math.round(medians.page.totalBlockingTimeMs),
    'LH TBT floor': Math.round(medians.floor.totalBlockingTimeMs),
    'LCP page': Math.round(medians.page.largestPaintMs),
    'LCP floor': Math.round(medians.floor.largestPaintMs),
    'LCP +': figures.largestPaintDeltaMs,
    'perf page': medians.page.performance,
    'perf floor': medians.floor.performance,
    'JS KiB gzip': figures.scriptKiB.gzip,
    'JS KiB wire': figures.scriptKiB.transfer,
    verdict: misses.length ? 'MISS' : 'ok',
  };
}
