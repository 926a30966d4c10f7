import {
  newListSeed,
  shortResultOf,
  shortVersionQuestions,
  VALUE_DIMENSIONS,
  ValidityTally,
  type Agreement,
  type Questionnaire,
  type ValidityFigures,
} from '@values-cross/core';
import { randomAnswerIds, seededRandom } from '../simulate';
import { ANSWERING_HABITS, type AnsweringHabit } from './answering-habits';
import {
  modelAnswerIds,
  RESPONSE_MODEL,
  simulatedPerson,
  type ResponseModel,
} from './response-model';

/** Simulated people per population (model and random answerers) in the benchmark. */
export const VALIDITY_PEOPLE = 2000;
/** The benchmark's seed (fixed: every figure is reproducible). */
export const VALIDITY_SEED = 20271;
/** Simulated people per answering habit in the grid (the app states the grid's range). */
export const GRID_PEOPLE = 1000;

/** The benchmark's figures of one questionnaire version. */
export interface VersionValidity {
  version: string;
  shortQuestions: number;
  people: number;
  seed: number;
  model: ResponseModel;
  /** People answering through the scoring key (response-model.ts). */
  modelPeople: ValidityFigures;
  /** People answering at random (simulate.ts). */
  randomPeople: ValidityFigures;
  /** The agreement under each answering habit, GRID_PEOPLE people each. */
  grid: HabitAgreement[];
  gridPeople: number;
  /** How much the habits of lists move the short result (GRID_PEOPLE people). */
  lists: ListEffects;
}

/** Who the benchmark simulates: how many people a population, their seed and their model. */
export interface ValiditySettings {
  people?: number;
  seed?: number;
  model?: ResponseModel;
}

function settingsOf(options: ValiditySettings) {
  return {
    people: options.people ?? VALIDITY_PEOPLE,
    seed: options.seed ?? VALIDITY_SEED,
    model: options.model ?? RESPONSE_MODEL,
  };
}

/**
 * The answers of the model's people, one person a call, the same people for the same seed. Each
 * sees lists in an order of their own, as the app shows them (`listedOrder`: the questionnaire's
 * order, as before); the orders come from a stream of their own, so they change no other draw.
 */
function modelPeople(
  questionnaire: Questionnaire,
  {
    seed,
    model,
    listedOrder = false,
  }: { seed: number; model: ResponseModel; listedOrder?: boolean },
) {
  const random = seededRandom(seed);
  const orders = seededRandom(seed ^ 0x4c157);
  const { questions } = questionnaire;
  return () => {
    const listSeed = newListSeed(orders);
    const person = simulatedPerson(model, random, listedOrder ? null : listSeed);
    return modelAnswerIds({ questions, person, model, seed });
  };
}

/** The figures of `people` people whose answers `answersOf` draws, one person a call. */
function populationValidity(input: {
  questionnaire: Questionnaire;
  people: number;
  answersOf: () => number[];
  ranges?: boolean;
}): ValidityFigures {
  const tally = new ValidityTally(input.questionnaire, { ranges: input.ranges ?? true });
  for (let i = 0; i < input.people; i += 1) tally.add(input.answersOf());
  return tally.figures();
}

/**
 * The agreement of short and long results of the model's people alone: the same people and
 * figures as versionValidity's modelPeople.agreement, without the ranges (what the app shows).
 */
export function versionAgreement(
  questionnaire: Questionnaire,
  options: ValiditySettings = {},
): Agreement {
  const settings = settingsOf(options);
  const answersOf = modelPeople(questionnaire, settings);
  return populationValidity({ questionnaire, people: settings.people, answersOf, ranges: false })
    .agreement;
}

/** The benchmark of one version: the model's people and random answerers, seeded. */
export function versionValidity(
  questionnaire: Questionnaire,
  options: ValiditySettings = {},
): VersionValidity {
  const { people, seed, model } = settingsOf(options);
  const random = seededRandom(seed + 1);
  return {
    version: questionnaire.version,
    shortQuestions: shortVersionQuestions(questionnaire).length,
    people,
    seed,
    model,
    modelPeople: populationValidity({
      questionnaire,
      people,
      answersOf: modelPeople(questionnaire, { seed, model }),
    }),
    randomPeople: populationValidity({
      questionnaire,
      people,
      answersOf: () => randomAnswerIds(questionnaire.questions, random),
    }),
    grid: versionGrid(questionnaire, { seed }),
    gridPeople: GRID_PEOPLE,
    lists: listEffects(questionnaire, { seed }),
  };
}

/** The agreement of short and long results under one answering habit. */
export interface HabitAgreement {
  habit: string;
  withinShare: number;
  meanAbsoluteDifference: number;
}

/**
 * The agreement over the grid of answering habits (answering-habits.ts): the same number of
 * people and the same seed under each habit, so the habits differ only in how people answer.
 */
export function versionGrid(
  questionnaire: Questionnaire,
  options: ValiditySettings & { habits?: readonly AnsweringHabit[] } = {},
): HabitAgreement[] {
  return (options.habits ?? ANSWERING_HABITS).map(({ name, model }) => {
    const people = options.people ?? GRID_PEOPLE;
    const agreement = versionAgreement(questionnaire, { ...options, people, model });
    return {
      habit: name,
      withinShare: agreement.withinShare,
      meanAbsoluteDifference: agreement.meanAbsoluteDifference,
    };
  });
}

/** How much the habits of lists move a value: the largest change of a mean short result. */
export interface ListEffects {
  /**
   * Options favoured by their place (0.5 on the first, falling to 0 on the last), lists in each
   * person's own order as the app shows them: the largest change of a value's mean.
   */
  primacy: number;
  /** The same with every list in the questionnaire's order (as the app showed them before). */
  primacyInListedOrder: number;
  /** Every list ticked three times instead of once (the options ranked first): the largest change. */
  threeVsOne: number;
  /** Each value's three changes (signed: later minus earlier habit). */
  byValue: Record<string, { primacy: number; primacyInListedOrder: number; threeVsOne: number }>;
}

/** The benchmark's primacy on lists: what the grid's "first options favoured" adds. */
export const LIST_PRIMACY = 0.5;

/**
 * The effects of list habits on short results (issue 53): the same people (seed, GRID_PEOPLE)
 * answer twice, once with the habit and once without, so that only the habit differs; each
 * figure is the largest difference of a value's mean short result over the eight values.
 */
export function listEffects(
  questionnaire: Questionnaire,
  options: { people?: number; seed?: number } = {},
): ListEffects {
  const people = options.people ?? GRID_PEOPLE;
  const seed = options.seed ?? VALIDITY_SEED;
  const means = (model: ResponseModel, listedOrder = false) => {
    const answersOf = modelPeople(questionnaire, { seed, model, listedOrder });
    const sums = VALUE_DIMENSIONS.map(() => 0);
    for (let i = 0; i < people; i += 1) {
      const short = shortResultOf(questionnaire, answersOf());
      VALUE_DIMENSIONS.forEach(({ index }, v) => (sums[v] = (sums[v] ?? 0) + (short[index] ?? 0)));
    }
    return sums.map((sum) => sum / people);
  };
  const none = means(RESPONSE_MODEL);
  const first = means({ ...RESPONSE_MODEL, listPrimacy: LIST_PRIMACY });
  const firstListed = means({ ...RESPONSE_MODEL, listPrimacy: LIST_PRIMACY }, true);
  const noneListed = means(RESPONSE_MODEL, true);
  const one = means({ ...RESPONSE_MODEL, listTicks: 1 });
  const three = means({ ...RESPONSE_MODEL, listTicks: 3 });
  const byValue = Object.fromEntries(
    VALUE_DIMENSIONS.map(({ key }, v) => [
      key,
      {
        primacy: (first[v] ?? 0) - (none[v] ?? 0),
        primacyInListedOrder: (firstListed[v] ?? 0) - (noneListed[v] ?? 0),
        threeVsOne: (three[v] ?? 0) - (one[v] ?? 0),
      },
    ]),
  );
  const largest = (figure: 'primacy' | 'primacyInListedOrder' | 'threeVsOne') =>
    Math.max(...Object.values(byValue).map((value) => Math.abs(value[figure])));
  return {
    primacy: largest('primacy'),
    primacyInListedOrder: largest('primacyInListedOrder'),
    threeVsOne: largest('threeVsOne'),
    byValue,
  };
}
