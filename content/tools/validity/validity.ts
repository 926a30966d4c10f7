import {
  shortVersionQuestions,
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

/** The answers of the model's people, one person a call, the same people for the same seed. */
function modelPeople(
  questionnaire: Questionnaire,
  { seed, model }: { seed: number; model: ResponseModel },
) {
  const random = seededRandom(seed);
  const { questions } = questionnaire;
  return () => modelAnswerIds({ questions, person: simulatedPerson(model, random), model, seed });
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
