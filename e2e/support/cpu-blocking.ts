import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import type { Artifacts } from 'lighthouse/types/artifacts.js';

/** Lighthouse's mobile profile: a phone's CPU four times slower than the machine's. */
export const CPU_SLOWDOWN = 4;
/** A task blocks for what it takes beyond 50 ms (the definition of total blocking time). */
const LONG_TASK_MS = 50;

/**
 * Blocking time from the CPU each task of the page's main thread used after its first
 * contentful paint, at the phone's slowdown: the sum of what each task, four times as long as
 * its CPU time, takes beyond 50 ms. Lighthouse's own figure starts from each task's time on the
 * clock, which on a shared 2-core machine includes the time the task waited for a core (the
 * browser's other processes, the servers): its renderer tasks take two to three times their CPU
 * time on the clock there (docs/decisions/0055). A phone's renderer has a core of its own.
 * Also returns the clock's figure computed the same way, which shows how much waiting it holds.
 */
export function cpuBlocking(trace: Artifacts['Trace']) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const paintedAt: number = navigation.timestamps.firstContentfulPaint;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  ).filter((task) => !task.parent && task.event.ts >= paintedAt);
  // The thread's own CPU time during the task, in microseconds (Lighthouse's types leave it out);
  // a task the trace gives none (one cut off at its end) counts with its time on the clock.
  const cpuOf = (task: (typeof tasks)[number]) => {
    const cpu = (task.event as { tdur?: number }).tdur;
    return cpu === undefined ? task.duration : cpu / 1000;
  };
  const blocking = (ms: number) => Math.max(0, ms * CPU_SLOWDOWN - LONG_TASK_MS);
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
  return {
    cpuBlockingMs: sum(tasks.map((task) => blocking(cpuOf(task)))),
    clockBlockingMs: sum(tasks.map((task) => blocking(task.duration))),
    cpuMs: sum(tasks.map((task) => cpuOf(task))),
    clockMs: sum(tasks.map((task) => task.duration)),
  };
}
