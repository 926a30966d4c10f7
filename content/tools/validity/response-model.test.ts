import { describe, expect, it } from 'vitest';
import { currentQuestionnaire } from '../../src/index';
import {
  correctionOf,
  isMultipleChoice,
  leafQuestions,
  longResultOf,
  optionsInPersonalOrder,
  validateAnswerSet,
} from '@values-cross/core';
import { ANSWERING_HABITS } from './answering-habits';
import { seededRandom } from '../simulate';
import {
  modelAnswerIds,
  normal,
  popularity,
  RESPONSE_MODEL,
  simulatedPerson,
} from './response-model';

const questionnaire = currentQuestionnaire();
const { questions } = questionnaire;

function people(
  count: number,
  seed: number,
  model = RESPONSE_MODEL,
  listSeed: number | null = null,
) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const person = simulatedPerson(model, random, listSeed);
    const answerIds = modelAnswerIds({ questions, person, model, seed });
    return { profile: person.profile, answerIds };
  });
}

/** How many of the given answers a person chose, on average. */
const share = (sample: { answerIds: number[] }[], of: Set<number | undefined>) =>
  sample.reduce((n, p) => n + p.answerIds.filter((id) => of.has(id)).length, 0) / sample.length;

describe('the response model', () => {
  it('draws standard normals and a popularity fixed per answer and seed', () => {
    const random = seededRandom(1);
    const draws = Array.from({ length: 20000 }, () => normal(random));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
    expect(popularity(901, 5)).toBe(popularity(901, 5));
    expect(popularity(901, 5)).not.toBe(popularity(902, 5));
  });

  it('gives the same people for the same seed, each a valid, complete answer set', () => {
    const first = people(50, 11);
    expect(people(50, 11)).toEqual(first);
    for (const { answerIds } of first) {
      expect(validateAnswerSet({ questions, answerIds }).ok).toBe(true);
    }
  });

  it('answers through the scoring key: a higher profile on a value gives a higher long score', () => {
    const correction = correctionOf(questionnaire);
    expect(correction.long).toHaveLength(12);
    const sample = people(400, 23);
    for (const d of [1, 5]) {
      const pairs = sample.map((p) => ({
        profile: p.profile[d] ?? 0,
        score: longResultOf(questionnaire, p.answerIds)[d] ?? 0,
      }));
      const high = pairs.filter((p) => p.profile > 0.5).map((p) => p.score);
      const low = pairs.filter((p) => p.profile < -0.5).map((p) => p.score);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(mean(high) - mean(low)).toBeGreaterThan(0.2);
    }
  });

  describe('answering habits', () => {
    const habit = (name: string) => {
      const found = ANSWERING_HABITS.find((h) => h.name === name);
      if (!found) throw new Error(name);
      return found.model;
    };
    const leaves = leafQuestions(questions);
    const listOptions = new Set(
      leaves.filter((q) => isMultipleChoice(q)).flatMap((q) => q.answers.map((a) => a.id)),
    );
    const firstOptions = new Set(leaves.map((q) => q.answers[0]?.id));

    it('ticks more options of a list, or fewer, as the habit says', () => {
      const usual = share(people(300, 5), listOptions);
      expect(share(people(300, 5, habit('ticks more')), listOptions)).toBeGreaterThan(usual + 1);
      expect(share(people(300, 5, habit('ticks fewer')), listOptions)).toBeLessThan(usual - 1);
    });

    it('favours the first options, and answers otherwise than the key with a key partly wrong', () => {
      const usual = people(300, 7);
      expect(share(people(300, 7, habit('first options favoured')), firstOptions)).toBeGreaterThan(
        share(usual, firstOptions) + 1,
      );
      const wrong = people(300, 7, habit('key partly wrong'));
      expect(wrong.map((p) => p.answerIds)).not.toEqual(usual.map((p) => p.answerIds));
      for (const { answerIds } of wrong.slice(0, 20)) {
        expect(validateAnswerSet({ questions, answerIds }).ok).toBe(true);
      }
    });
  });

  describe('lists', () => {
    const lists = leafQuestions(questions).filter((q) => isMultipleChoice(q));
    const ticks = (answerIds: number[]) =>
      lists.map((q) => q.answers.filter((a) => answerIds.includes(a.id)).length);

    it('ticks exactly the given number of options of every list when told', () => {
      for (const k of [1, 3]) {
        for (const { answerIds } of people(40, 9, { ...RESPONSE_MODEL, listTicks: k })) {
          expect(ticks(answerIds).every((n) => n === k)).toBe(true);
        }
      }
    });

    it('favours by place in the order a person sees: their own order moves the favour elsewhere', () => {
      const model = { ...RESPONSE_MODEL, listPrimacy: 3 };
      const first = new Set(lists.map((q) => q.answers[0]?.id));
      const inListedOrder = share(people(300, 13, model), first);
      const inOwnOrder = share(people(300, 13, model, 77), first);
      // The options listed first are favoured only when they are shown first.
      expect(inListedOrder).toBeGreaterThan(inOwnOrder + 0.5);
      const [list] = lists;
      if (!list) throw new Error('no list');
      const seen = optionsInPersonalOrder(list, 77)[0]?.id;
      expect(share(people(300, 13, model, 77), new Set([seen]))).toBeGreaterThan(
        share(people(300, 13, RESPONSE_MODEL, 77), new Set([seen])) + 0.2,
      );
    });
  });
});
