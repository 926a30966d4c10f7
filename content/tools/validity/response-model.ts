import {
  DIMENSION_COUNT,
  isMax3,
  isMultipleChoice,
  leafQuestions,
  optionsInPersonalOrder,
  type Answer,
  type QuestionContent,
} from '@values-cross/core';
import { seededRandom } from '../simulate';

/**
 * The simulated people of the validity benchmark (docs/decisions/0035): each person has a latent
 * profile over the twelve score dimensions and answers through the scoring key. An answer's
 * utility is profile · the answer's points + the answer's popularity; a single-choice question
 * takes an answer with probability proportional to exp(utility), a multiple-choice question takes
 * each option with probability 1 / (1 + exp(−utility)) (at least one: else the option a
 * Gumbel-perturbed utility ranks first; MAX3 at most three: the three ranked first).
 */
export interface ResponseModel {
  /** Standard deviation of each profile dimension (profiles are independent normals, mean 0). */
  profileSd: number;
  /** Standard deviation of an answer's popularity (fixed per answer id and seed). */
  popularitySd: number;
  /**
   * How wrong the scoring key is about what people mean: each answer's points on each value, as
   * people answer, differ from the key's by a normal of this deviation (fixed per answer id,
   * value and seed). 0: people answer exactly as the key expects.
   */
  keyNoiseSd?: number;
  /**
   * A habit with lists: added to every option's utility in a multiple-choice question (positive:
   * ticking more options, negative: fewer), whatever the option says.
   */
  listBias?: number;
  /**
   * Favouring the first options (primacy): added to an option's utility, falling evenly from this
   * on the first option to 0 on the last, in the order the question shows them (a list in the
   * person's own order, as the app shows it).
   */
  primacy?: number;
  /** As `primacy`, on the options of lists (multiple choice) only. */
  listPrimacy?: number;
  /**
   * Ticking exactly this many options of every list (the ones the person ranks first), whatever
   * the utilities say: the three-versus-one measure of the benchmark.
   */
  listTicks?: number;
}

/** The model the benchmark reports with (chosen on 2026.1 before 2027.1 was written). */
export const RESPONSE_MODEL: ResponseModel = { profileSd: 0.7, popularitySd: 0.5 };

/** A standard normal number from a uniform source (Box–Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * An answer's popularity: a standard normal fixed by the answer id and the seed, so an answer that
 * two versions share is equally popular in both.
 */
export function popularity(answerId: number, seed: number): number {
  return normal(seededRandom(Math.imul(answerId, 0x9e3779b1) ^ seed));
}

/**
 * A person of the model: a profile, the random source their answers are drawn from, and the seed
 * of the order they see lists in (core optionsInPersonalOrder; null: the questionnaire's order).
 */
export interface SimulatedPerson {
  profile: number[];
  random: () => number;
  listSeed: number | null;
}

/** A new person: twelve profile values, independent normals with the model's deviation. */
export function simulatedPerson(
  model: ResponseModel,
  random: () => number,
  listSeed: number | null = null,
): SimulatedPerson {
  const profile = Array.from({ length: DIMENSION_COUNT }, () => model.profileSd * normal(random));
  return { profile, random, listSeed };
}

/** How far people's meaning of an answer departs from the key on value `d` (see keyNoiseSd). */
function keyNoise(answerId: number, d: number, seed: number): number {
  return normal(seededRandom(Math.imul(answerId * 16 + d + 1, 0x85ebca6b) ^ seed ^ 0x5bd1e995));
}

function utility(input: {
  person: SimulatedPerson;
  answer: Answer;
  model: ResponseModel;
  seed: number;
}) {
  const { person, answer, model, seed } = input;
  const wrong = model.keyNoiseSd ?? 0;
  let u = model.popularitySd * popularity(answer.id, seed);
  for (let d = 0; d < DIMENSION_COUNT; d += 1) {
    const points = (answer.scoring[d] ?? 0) + (wrong && wrong * keyNoise(answer.id, d, seed));
    u += (person.profile[d] ?? 0) * points;
  }
  return u;
}

/**
 * The habits of lists and of order added to each option's utility (in the questionnaire's order),
 * the order habits by the option's place in the order the person is shown.
 */
function habitsOf(q: QuestionContent, model: ResponseModel, listSeed: number | null): number[] {
  const isList = isMultipleChoice(q);
  const list = isList ? (model.listBias ?? 0) : 0;
  const primacy = (model.primacy ?? 0) + (isList ? (model.listPrimacy ?? 0) : 0);
  const last = Math.max(1, q.answers.length - 1);
  const place = new Map(optionsInPersonalOrder(q, listSeed).map((answer, i) => [answer.id, i]));
  return q.answers.map((answer) => list + primacy * (1 - (place.get(answer.id) ?? 0) / last));
}

function softmaxChoice(utilities: readonly number[], random: () => number): number {
  const top = Math.max(...utilities);
  const weights = utilities.map((u) => Math.exp(u - top));
  let pick = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i += 1) {
    pick -= weights[i] ?? 0;
    if (pick <= 0) return i;
  }
  return weights.length - 1;
}

const gumbel = (random: () => number) => -Math.log(-Math.log(Math.max(random(), Number.EPSILON)));

function multipleChoice(
  q: QuestionContent,
  utilities: readonly number[],
  random: () => number,
  ticks?: number,
) {
  const ranked = q.answers
    .map((answer, i) => ({
      answer,
      taken: random() < 1 / (1 + Math.exp(-(utilities[i] ?? 0))),
      key: (utilities[i] ?? 0) + gumbel(random),
    }))
    .sort((a, b) => b.key - a.key);
  if (ticks !== undefined) return ranked.slice(0, ticks).map((option) => option.answer.id);
  const taken = ranked.filter((option) => option.taken);
  const chosen = taken.length > 0 ? taken : ranked.slice(0, 1);
  return (isMax3(q) ? chosen.slice(0, 3) : chosen).map((option) => option.answer.id);
}

/** A person's answer ids to every leaf question, drawn from the model. */
export function modelAnswerIds(input: {
  questions: readonly QuestionContent[];
  person: SimulatedPerson;
  model: ResponseModel;
  seed: number;
}): number[] {
  const { person } = input;
  return leafQuestions(input.questions).flatMap((q) => {
    const habits = habitsOf(q, input.model, person.listSeed);
    const utilities = q.answers.map(
      (answer, i) => utility({ ...input, answer }) + (habits[i] ?? 0),
    );
    if (isMultipleChoice(q)) {
      return multipleChoice(q, utilities, person.random, input.model.listTicks);
    }
    const answer = q.answers[softmaxChoice(utilities, person.random)];
    return answer ? [answer.id] : [];
  });
}
