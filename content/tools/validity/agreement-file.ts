import type { Questionnaire } from '@values-cross/core';
import { GRID_PEOPLE, VALIDITY_SEED, versionGrid, type HabitAgreement } from './validity';

/** The lowest and the highest of a figure over the grid of answering habits. */
export interface GridRange {
  low: number;
  high: number;
}

/**
 * What a version ships about how close its short results come to long ones: the range of the
 * benchmark's agreement over the grid of answering habits (agreement/<version>.json, read by the
 * web app through src/agreement.ts; each habit's figures are in content/REPORT.md and
 * bench/results/validity.json), written by npm run content:check. The app states the range,
 * never one habit's figure: no habit is known to be the real one.
 */
export interface AgreementFile {
  version: string;
  /** Simulated people per habit, and the seed they were drawn with. */
  people: number;
  seed: number;
  /** How many answering habits the grid holds. */
  habits: number;
  /** Share of values whose short result lies within 0.1 of the long one: lowest and highest. */
  withinShare: GridRange;
  /** Mean absolute difference of a short from the same person's long result: lowest and highest. */
  meanAbsoluteDifference: GridRange;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

const rangeOf = (figures: readonly number[]): GridRange => ({
  low: Math.min(...figures),
  high: Math.max(...figures),
});

/** A version's agreement file, measured now (or from the grid of the benchmark, the same). */
export function agreementFile(
  questionnaire: Questionnaire,
  grid: readonly HabitAgreement[] = versionGrid(questionnaire),
): AgreementFile {
  const habits = grid.map((habit) => ({
    habit: habit.habit,
    withinShare: round3(habit.withinShare),
    meanAbsoluteDifference: round3(habit.meanAbsoluteDifference),
  }));
  return {
    version: questionnaire.version,
    people: GRID_PEOPLE,
    seed: VALIDITY_SEED,
    habits: habits.length,
    withinShare: rangeOf(habits.map((h) => h.withinShare)),
    meanAbsoluteDifference: rangeOf(habits.map((h) => h.meanAbsoluteDifference)),
  };
}

/** The shipped file of a version's agreement. */
export function agreementFileName(version: string): string {
  return `agreement/${version}.json`;
}
