import {
  shortVersionQuestions,
  ValidityTally,
  type Agreement,
  type Questionnaire,
  type ValidityFigures,
} from '@values-cross/core';
import { randomAnswerIds, seededRandom } from '../simulate';
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
}

/** The figures of `people` people whose answers `answersOf` draws, one person a call. */
function populationValidity(input: {
  questionnaire: Questionnaire;
  people: number;
  answersOf: () => number[];
}): ValidityFigures {
  const tally = new ValidityTally(input.questionnaire);
  for (let i = 0; i < input.people; i += 1) tally.add(input.answersOf());
  return tally.figures();
}

/**
 * The agreement of short and long results of the model's people alone: the same people and
 * figures as versionValidity's modelPeople.agreement, without the ranges (what the app shows).
 */
export function versionAgreement(
  questionnaire: Questionnaire,
  options: { people?: number; seed?: number; model?: ResponseModel } = {},
): Agreement {
  const people = options.people ?? VALIDITY_PEOPLE;
  const seed = options.seed ?? VALIDITY_SEED;
  const model = options.model ?? RESPONSE_MODEL;
  const random = seededRandom(seed);
  const tally = new ValidityTally(questionnaire, { ranges: false });
  for (let i = 0; i < people; i += 1) {
    const person = simulatedPerson(model, random);
    tally.add(modelAnswerIds({ questions: questionnaire.questions, person, model, seed }));
  }
  return tally.figures().agreement;
}

/** The benchmark of one version: the model's people and random answerers, seeded. */
export function versionValidity(
  questionnaire: Questionnaire,
  options: { people?: number; seed?: number; model?: ResponseModel } = {},
): VersionValidity {
  const people = options.people ?? VALIDITY_PEOPLE;
  const seed = options.seed ?? VALIDITY_SEED;
  const model = options.model ?? RESPONSE_MODEL;
  const { questions } = questionnaire;
  const modelRandom = seededRandom(seed);
  const randomRandom = seededRandom(seed + 1);
  return {
    version: questionnaire.version,
    shortQuestions: shortVersionQuestions(questionnaire).length,
    people,
    seed,
    model,
    modelPeople: populationValidity({
      questionnaire,
      people,
      answersOf: () =>
        modelAnswerIds({ questions, person: simulatedPerson(model, modelRandom), model, seed }),
    }),
    randomPeople: populationValidity({
      questionnaire,
      people,
      answersOf: () => randomAnswerIds(questions, randomRandom),
    }),
  };
}
