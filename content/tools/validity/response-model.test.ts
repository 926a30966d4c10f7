import { describe, expect, it } from 'vitest';
import { currentQuestionnaire } from '../../src/index';
import { correctionOf, longResultOf, validateAnswerSet } from '@values-cross/core';
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

function people(count: number, seed: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const person = simulatedPerson(RESPONSE_MODEL, random);
    const answerIds = modelAnswerIds({ questions, person, model: RESPONSE_MODEL, seed });
    return { profile: person.profile, answerIds };
  });
}

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
});
