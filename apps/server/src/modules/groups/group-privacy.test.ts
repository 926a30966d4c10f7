import { currentQuestionnaire } from '@values-cross/content';
import {
  VALUE_BAND,
  valuesConsistentWith,
  VALUE_DIMENSIONS,
  type GroupCross,
} from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const questionnaire = currentQuestionnaire();

/**
 * The attacks on a group's figures, played through the API: whoever makes the other members
 * knows their scores, and compares what the group shows before and after. Each must leave an
 * interval of at least VALUE_BAND around the member they aim at, in every value.
 */
describe(`what a group shows about one member (${testDialect()})`, () => {
  const test = useTestApp();

  const newGroup = async () =>
    (
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/groups/',
        payload: { name: 'Klasse 3b', language: 'de' },
      })
    ).json() as { code: string };
  /** A result in the group, and the twelve scores the server stored for it. */
  const joinWith = async (group: string, row: number, shortOnly = true) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers: pickAnswers(questionnaire, { row, shortOnly }), language: 'de', group },
    });
    expect(response.statusCode).toBe(201);
    const cross = response.json().swissCross as Record<string, number>;
    return Array.from({ length: 12 }, (_, d) => cross[`score${d + 1}`] ?? 0);
  };
  const shown = async (group: string): Promise<GroupCross> => {
    const { average, spread } = (
      await test.app.inject({ method: 'GET', url: `/api/v1/groups/${group}` })
    ).json() as GroupCross;
    return { average, spread };
  };
  const narrowest = (cross: GroupCross, others: number[][], member: number[]) =>
    Math.min(
      ...VALUE_DIMENSIONS.map(({ index }) => {
        const interval = valuesConsistentWith(cross, others, member, index);
        expect(interval.low).toBeLessThanOrEqual(member[index] ?? NaN);
        expect(interval.high).toBeGreaterThanOrEqual(member[index] ?? NaN);
        return interval.width;
      }),
    );

  it('keeps a member’s values in a band when the four other members are of the attacker’s making', async () => {
    const { code } = await newGroup();
    const fakes = [await joinWith(code, 1), await joinWith(code, 2), await joinWith(code, 3)];
    fakes.push(await joinWith(code, 1, false));
    const victim = await joinWith(code, 4, false);
    const cross = await shown(code);
    // The spread of five members (two members' values, were they exact) is part of what is read.
    expect(cross.spread).not.toBeNull();
    expect(narrowest(cross, fakes, victim)).toBeGreaterThanOrEqual(VALUE_BAND);
  });

  it('keeps a newcomer’s values in a band when the figures before and after the join are compared', async () => {
    const { code } = await newGroup();
    const before: number[][] = [];
    for (const row of [1, 2, 3, 1, 2]) before.push(await joinWith(code, row, row !== 2));
    const earlier = await shown(code);
    expect(earlier.average).not.toBeNull();
    const newcomer = await joinWith(code, 4);
    const later = await shown(code);
    expect(later).not.toEqual(earlier);
    // The figures before the join do not depend on the newcomer: what is learnt is what the
    // figures after it leave, with every other member known.
    expect(narrowest(later, before, newcomer)).toBeGreaterThanOrEqual(VALUE_BAND);
  });
});
