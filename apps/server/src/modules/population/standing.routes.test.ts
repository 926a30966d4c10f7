import { currentQuestionnaire } from '@values-cross/content';
import {
  AVERAGE_MINIMUM,
  bandCountsOf,
  POPULATION_MINIMUM,
  RECOUNT_MINIMUM_NETWORKS,
  SNAPSHOT_MINIMUM_GAIN,
  VALUE_DIMENSIONS,
  valueBand,
  wholePercents,
} from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { addressInNetwork } from '../../testing/networks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { HeldCountsRepository } from './held-counts.repository';

const questionnaire = currentQuestionnaire();

interface Made {
  code: string;
  secret: string;
  scores: number[];
  /** The address it was made from. */
  address: string;
}

describe(`where a result stands, and what its person tells (${testDialect()})`, () => {
  const test = useTestApp({ POPULATION_REFRESH_SECONDS: '0' });
  /** Every result the tests made, in this describe's database. */
  const everyone: Made[] = [];

  /** A result made from `address`: unless given, a network of its own, as people at home. */
  const make = async (row: number, address = addressInNetwork(everyone.length)): Promise<Made> => {
    const response = await test.app.inject({
      method: 'POST',
      remoteAddress: address,
      url: '/api/v1/answer-set/',
      payload: { answers: pickAnswers(questionnaire, { row, shortOnly: row % 2 === 0 }) },
    });
    expect(response.statusCode).toBe(201);
    const { code, secret, swissCross } = response.json();
    const scores = Array.from({ length: 12 }, (_, d) => Number(swissCross[`score${d + 1}`]));
    const made = { code, secret, scores, address };
    everyone.push(made);
    return made;
  };
  /** Tells about a result, as its person does: from where they made it. */
  const tell = (made: Made, payload: unknown, secret = made.secret) =>
    test.app.inject({
      method: 'PUT',
      remoteAddress: made.address,
      url: `/api/v1/answer-set/${made.code}/about`,
      headers: { 'x-result-secret': secret },
      payload: payload as Record<string, unknown>,
    });
  const standing = (made: Made, among: string, secret?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${made.code}/standing?among=${among}`,
      headers: secret ? { 'x-result-secret': secret } : {},
    });
  /** What the standing of `made` must say: among the others, counted here by bands. */
  const expected = (population: Made[], { scores, code }: Made) =>
    Object.fromEntries(
      VALUE_DIMENSIONS.map(({ index }) => {
        const own = valueBand(scores[index] ?? 0);
        const others = population.filter((p) => p.code !== code);
        const bands = others.map((p) => valueBand(p.scores[index] ?? 0));
        const count = (keep: (band: number) => boolean) => bands.filter(keep).length;
        const [lower, same, higher] = wholePercents([
          count((b) => b < own),
          count((b) => b === own),
          count((b) => b > own),
        ]);
        return [`score${index + 1}`, { lower, same, higher }];
      }),
    );

  it('stores what a person tells only with the result’s secret and their consent', async () => {
    const mine = await make(1);
    expect(
      (await tell(mine, { canton: 'VD', ageBand: '25-34', consent: true }, 'x')).statusCode,
    ).toBe(403);
    const missing = await test.app.inject({
      method: 'PUT',
      url: '/api/v1/answer-set/zzzzzzzzzz/about',
      headers: { 'x-result-secret': mine.secret },
      payload: { canton: 'VD', ageBand: null, consent: true },
    });
    expect(missing.statusCode).toBe(404);
    const noConsent = await tell(mine, { canton: 'VD', ageBand: '25-34' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields).toHaveProperty('consent');
    const nothing = await tell(mine, { canton: null, ageBand: null, consent: true });
    expect(nothing.json()).toEqual({ detail: 'invalid', fields: { canton: ['nothing_told'] } });
    expect((await tell(mine, { canton: 'XX', ageBand: null, consent: true })).statusCode).toBe(400);

    const told = await tell(mine, { canton: 'VD', ageBand: '25-34', consent: true });
    expect(told.statusCode).toBe(200);
    expect(told.json()).toMatchObject({ canton: 'VD', ageBand: '25-34', languageRegion: 'fr' });
    // A canton of several regions gives none; the person says which.
    const bern = await tell(mine, { canton: 'BE', ageBand: null, consent: true });
    expect(bern.json()).toMatchObject({ canton: 'BE', ageBand: null, languageRegion: null });
    await tell(mine, { canton: 'BE', ageBand: '65-plus', languageRegion: 'fr', consent: true });
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${mine.code}/about`,
      headers: { 'x-result-secret': mine.secret },
    });
    expect(read.json()).toMatchObject({ canton: 'BE', ageBand: '65-plus', languageRegion: 'fr' });
    expect(Date.parse(read.json().consentedAt)).not.toBeNaN();

    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/answer-set/${mine.code}/about`,
      headers: { 'x-result-secret': mine.secret },
    });
    expect(removed.statusCode).toBe(204);
    const gone = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${mine.code}/about`,
      headers: { 'x-result-secret': mine.secret },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toBeNull();
  });

  it('answers nothing below 30 results, then each value’s shares and the size to 5', async () => {
    const first = await make(2);
    const few = await standing(first, 'all');
    expect(few.statusCode).toBe(200);
    expect(few.json().size).toBeNull();
    expect(Object.values(few.json().shares)).toEqual(Array(8).fill(null));
    expect(Object.values(few.json().average)).toEqual(Array(8).fill(null));

    // With the result of the test above, 36 in all.
    for (let n = 0; n < POPULATION_MINIMUM + 4; n += 1) await make((n % 4) + 1);
    expect(everyone).toHaveLength(36);
    const answer = (await standing(first, 'all')).json();
    expect(answer).toMatchObject({ among: 'all', canton: null, ageBand: null, size: 35 });
    expect(answer.shares).toEqual(expected(everyone, first));
    for (const share of Object.values<{ lower: number; same: number; higher: number }>(
      answer.shares,
    )) {
      expect(share.lower + share.same + share.higher).toBe(100);
    }
    // No average of 36 people: every average a person is shown needs AVERAGE_MINIMUM (core
    // standingAmong computes it, as the open data does, from there on).
    expect(everyone.length).toBeLessThan(AVERAGE_MINIMUM);
    expect(Object.values(answer.average)).toEqual(Array(8).fill(null));
    // Only results of the result's own questionnaire version count, and the answer names it.
    expect(answer.questionnaireVersion).toBe(currentQuestionnaire().version);
  });

  it('compares with the person’s canton or age band only for the holder of the secret', async () => {
    const mine = await make(3);
    expect((await standing(mine, 'canton', mine.secret)).json()).toEqual({
      detail: 'conflict',
      fields: { among: ['not_told'] },
    });
    await tell(mine, { canton: 'TI', ageBand: null, consent: true });
    expect((await standing(mine, 'canton')).statusCode).toBe(403);
    const few = (await standing(mine, 'canton', mine.secret)).json();
    expect(few).toMatchObject({ among: 'canton', canton: 'TI', size: null });

    const ticino: Made[] = [mine];
    for (let n = 0; n < POPULATION_MINIMUM; n += 1) {
      const other = await make((n % 3) + 2);
      await tell(other, { canton: 'TI', ageBand: null, consent: true });
      ticino.push(other);
    }
    const answer = (await standing(mine, 'canton', mine.secret)).json();
    expect(answer).toMatchObject({ among: 'canton', canton: 'TI', ageBand: null, size: 30 });
    expect(answer.shares).toEqual(expected(ticino, mine));
    expect((await standing(mine, 'age', mine.secret)).statusCode).toBe(409);
    expect((await standing(mine, 'nobody', mine.secret)).statusCode).toBe(400);
  });

  it('never shows one person arriving: two answers differ only by 30 results or more', async () => {
    // The attacker holds a result and asks after every newcomer; earlier tests made 68 results.
    const attacker = await make(4);
    const before = (await standing(attacker, 'all')).json();
    const arrivals: Made[] = [];
    for (let n = 1; n < SNAPSHOT_MINIMUM_GAIN; n += 1) {
      arrivals.push(await make((n % 4) + 1));
      // Refreshed every request (POPULATION_REFRESH_SECONDS 0), yet the answer stays the same.
      expect((await standing(attacker, 'all')).json()).toEqual(before);
    }
    arrivals.push(await make(2));
    const after = (await standing(attacker, 'all')).json();
    expect(after.size).toBeGreaterThanOrEqual(before.size + SNAPSHOT_MINIMUM_GAIN - 5);
    expect(after.shares).toEqual(expected(everyone, attacker));
  });

  it('shows no arrival among results one client added around it from too few networks', async () => {
    // The attacker holds networks enough for all but two of a recount's: the victim's and one
    // more stay missing. Around the victim they add the minimum gain before and after.
    const attacker = (n: number) => addressInNetwork(1000 + (n % (RECOUNT_MINIMUM_NETWORKS - 2)));
    const probe = await make(4, attacker(0));
    const before = (await standing(probe, 'all')).json();
    expect(before.size).not.toBeNull();
    for (let n = 0; n < SNAPSHOT_MINIMUM_GAIN; n += 1) await make((n % 4) + 1, attacker(n));
    expect((await standing(probe, 'all')).json()).toEqual(before);
    const victim = await make(3, addressInNetwork(2000));
    for (let n = 0; n < SNAPSHOT_MINIMUM_GAIN; n += 1) {
      await make((n % 3) + 1, attacker(n));
      expect((await standing(probe, 'all')).json()).toEqual(before);
    }
    // The canton's cell the same: the attacker tells it of every result, the victim too.
    await tell(victim, { canton: 'GL', ageBand: null, consent: true });
    const glarus: Made[] = [];
    for (let n = 0; n < 2 * SNAPSHOT_MINIMUM_GAIN; n += 1) {
      const fake = await make((n % 4) + 1, attacker(n));
      await tell(fake, { canton: 'GL', ageBand: null, consent: true });
      glarus.push(fake);
    }
    expect((await standing(victim, 'canton', victim.secret)).json().size).toBeNull();
    // One more network, an honest newcomer's: the victim is one of two people the counts add.
    await make(2, addressInNetwork(2001));
    const after = (await standing(probe, 'all')).json();
    expect(after.size).toBeGreaterThanOrEqual(before.size + 2 * SNAPSHOT_MINIMUM_GAIN);
    expect(after.shares).toEqual(expected(everyone, probe));
  });

  it('holds what one instance counted against an instance that counted one result later', async () => {
    const held = new HeldCountsRepository(test.testDatabase.database.db);
    const counts = (n: number) => bandCountsOf(everyone.slice(0, n).map((p) => p.scores));
    const cell = 'instance-race';
    const from = (minute: number) => `2026-12-08T10:${minute}:00.000Z`;
    expect((await held.advance(cell, counts(40), from(10))).people).toBe(40);
    expect((await held.advance(cell, counts(41), from(11))).people).toBe(40);
    expect(await held.find(cell)).toMatchObject({ ...counts(40), populationFrom: from(10) });
    const later = await held.advance(cell, counts(40 + SNAPSHOT_MINIMUM_GAIN), from(12));
    expect(later).toMatchObject({ people: 70, populationFrom: from(12) });
  });
});
