import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantile } from '../group/group-cross';
import { intervalConsistentWith } from '../privacy/disclosure';
import { VALUE_BAND, valueStandIn } from '../privacy/value-band';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { roundToDecimals } from '../scoring/round';
import { bandCountsOf } from './band-counts';
import { cellFigures } from './cell-figures';
import { amongCell, cellsOf } from './cells';
import {
  nextHeldCounts,
  AVERAGE_MINIMUM,
  POPULATION_MINIMUM,
  RECOUNT_MINIMUM_NETWORKS,
  SNAPSHOT_MINIMUM_GAIN,
} from './minimum';
import { nextPublishedCell } from './snapshot-rule';
import { SECOND_MS } from '../time/durations';
import { standingAmong, wholePercents } from './standing';

/** A stored score: 0..1 with 3 decimals, with the ends (clamped scores) as likely as any. */
const score = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
  fc.constantFrom(0, 1),
);
const person = fc.array(score, { minLength: 12, maxLength: 12 });
const population = (minLength: number, maxLength: number) =>
  fc.array(person, { minLength, maxLength });
/** Twelve scores with the first value dimension at `value` and every other at 0.5. */
const withCuriosity = (value: number) => [value, ...Array.from({ length: 11 }, () => 0.5)];

describe('wholePercents', () => {
  it('gives whole percents that add up to 100, the largest remainders rounded up', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([5, 10, 26])).toEqual([12, 24, 64]);
    expect(wholePercents([0, 41, 0])).toEqual([0, 100, 0]);
    fc.assert(
      fc.property(fc.array(fc.nat(500), { minLength: 1, maxLength: 6 }), (counts) => {
        const shares = wholePercents(counts);
        const total = counts.reduce((sum, n) => sum + n, 0);
        expect(shares.reduce((sum, n) => sum + n, 0)).toBe(total === 0 ? 0 : 100);
        shares.forEach((share, i) => {
          if (total > 0) expect(Math.abs(share - (100 * (counts[i] ?? 0)) / total)).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('standingAmong', () => {
  it('says nothing of a population below the minimum', () => {
    const few = bandCountsOf(
      Array.from({ length: POPULATION_MINIMUM - 1 }, () => withCuriosity(0)),
    );
    const none = VALUE_DIMENSIONS.map(() => null);
    expect(standingAmong(few, withCuriosity(1))).toEqual({
      size: null,
      values: none,
      average: none,
    });
  });

  it('counts who is in a lower band, in one’s own and in a higher one, true at both ends', () => {
    const people = [
      ...Array.from({ length: 10 }, () => withCuriosity(0.05)),
      ...Array.from({ length: 20 }, () => withCuriosity(0.45)),
      ...Array.from({ length: 11 }, () => withCuriosity(0.95)),
    ];
    const counts = bandCountsOf(people);
    const curiosity = (value: number) => standingAmong(counts, withCuriosity(value)).values[0];
    expect(curiosity(0.5)).toEqual({ lower: 24, same: 49, higher: 27 }); // 10, 20, 11 of 41
    // At the ends of the scale nobody is lower than 0 and nobody higher than 100.
    expect(curiosity(0)).toEqual({ lower: 0, same: 24, higher: 76 });
    expect(curiosity(1)).toEqual({ lower: 73, same: 27, higher: 0 });
    expect(curiosity(0.7)).toEqual({ lower: 73, same: 0, higher: 27 });
    const standing = standingAmong(counts, withCuriosity(0.7));
    // The size and the average as the open data publishes them of the same people.
    expect(standing.size).toBe(cellFigures(counts)?.count);
    expect(standing.size).toBe(40);
    // 41 people: shares, but no average below the one threshold of every average shown.
    expect(standing.average[0]).toBeNull();
    const many = bandCountsOf(
      Array.from({ length: AVERAGE_MINIMUM / 41 + 1 }, () => people).flat(),
    );
    const average = standingAmong(many, withCuriosity(0.7)).average[0];
    expect(average).toBe(cellFigures(many)?.values[0]?.mean);
    expect(average).toBe(0.51); // (10 × 0.1 + 20 × 0.5 + 11 × 0.9) / 41, as often as needed
    const justBelow = bandCountsOf(
      Array.from({ length: AVERAGE_MINIMUM - 1 }, (_, i) => withCuriosity(i % 2)),
    );
    expect(standingAmong(justBelow, withCuriosity(0.7)).average.every((a) => a === null)).toBe(
      true,
    );
  });

  it('leaves the result out of the others when the population counted it', () => {
    const others = Array.from({ length: 40 }, (_, i) => withCuriosity(i < 20 ? 0.05 : 0.95));
    const me = withCuriosity(0.45);
    const withMe = bandCountsOf([...others, me]);
    // Counted with the others, one's own result was "about the same: 2 %".
    expect(standingAmong(withMe, me).values[0]).toEqual({ lower: 49, same: 2, higher: 49 });
    expect(standingAmong(withMe, me, { counted: true }).values[0]).toEqual({
      lower: 50,
      same: 0,
      higher: 50,
    });
    // The population's own figures stay as published.
    expect(standingAmong(withMe, me, { counted: true }).size).toBe(standingAmong(withMe, me).size);
    fc.assert(
      fc.property(population(POPULATION_MINIMUM, 80), person, (people, mine) => {
        const standing = standingAmong(bandCountsOf([...people, mine]), mine, { counted: true });
        const alone = standingAmong(bandCountsOf(people), mine);
        // Among the others exactly as if one had not been counted (the same bands, the same shares).
        expect(standing.values).toEqual(alone.values);
      }),
    );
  });
});

/** Results that joined from as many networks as a recount needs. */
const enough = { networks: RECOUNT_MINIMUM_NETWORKS, minimumNetworks: RECOUNT_MINIMUM_NETWORKS };
const NOW = '2026-12-06T12:00:00.000Z';

describe('nextHeldCounts', () => {
  const counts = (n: number) =>
    bandCountsOf(Array.from({ length: n }, (_, i) => withCuriosity(i % 2)));
  it('holds the counts until the population has gained the minimum gain', () => {
    expect(nextHeldCounts(undefined, counts(POPULATION_MINIMUM - 1), enough)).toBeUndefined();
    const first = nextHeldCounts(undefined, counts(40), enough);
    expect(first?.people).toBe(40);
    expect(nextHeldCounts(first, counts(40 + SNAPSHOT_MINIMUM_GAIN - 1), enough)).toBe(first);
    expect(nextHeldCounts(first, counts(20), enough)).toBe(first);
    expect(nextHeldCounts(first, counts(40 + SNAPSHOT_MINIMUM_GAIN), enough)?.people).toBe(70);
  });
});

describe('the networks a recount needs', () => {
  const counts = (n: number) =>
    bandCountsOf(Array.from({ length: n }, (_, i) => withCuriosity(i % 2)));
  const from = (networks: number) => ({ networks, minimumNetworks: RECOUNT_MINIMUM_NETWORKS });
  it('counts nothing, the first time or again, until the results came from enough networks', () => {
    expect(nextHeldCounts(undefined, counts(40), from(RECOUNT_MINIMUM_NETWORKS - 1))).toBe(
      undefined,
    );
    const first = nextHeldCounts(undefined, counts(40), from(RECOUNT_MINIMUM_NETWORKS));
    const gained = counts(40 + SNAPSHOT_MINIMUM_GAIN);
    expect(nextHeldCounts(first, gained, from(RECOUNT_MINIMUM_NETWORKS - 1))).toBe(first);
    expect(nextHeldCounts(first, gained, from(RECOUNT_MINIMUM_NETWORKS))).toBe(gained);
    const published = nextPublishedCell(undefined, counts(40), enough, NOW);
    expect(nextPublishedCell(published, gained, from(1), '2027-01-01')).toBe(published);
    expect(nextPublishedCell(published, gained, enough, '2027-01-01')?.countedAt).toBe(
      '2027-01-01',
    );
  });
});

describe('cellFigures', () => {
  it('rounds the count to 5 and publishes nothing below the minimum', () => {
    const of = (n: number) =>
      cellFigures(bandCountsOf(Array.from({ length: n }, () => withCuriosity(1))));
    expect(of(POPULATION_MINIMUM - 1)).toBeNull();
    expect([30, 32, 33, 37].map((n) => of(n)?.count)).toEqual([30, 30, 35, 35]);
    expect(of(30)?.values[0]).toEqual({ mean: 0.9, q1: 0.9, median: 0.9, q3: 0.9 });
  });

  it('gives the mean and quartiles of the band middles, rounded to 0.01', () => {
    fc.assert(
      fc.property(population(POPULATION_MINIMUM, 80), (people) => {
        const figures = cellFigures(bandCountsOf(people));
        VALUE_DIMENSIONS.forEach(({ index }, row) => {
          const standIns = people.map((scores) => valueStandIn(scores[index] ?? 0));
          standIns.sort((a, b) => a - b);
          const thousandths = standIns.reduce((sum, v) => sum + Math.round(v * 1000), 0);
          const mean = thousandths / standIns.length / 1000;
          const shown = figures?.values[row];
          expect(shown?.mean).toBeCloseTo(roundToDecimals(mean, 2), 9);
          expect(shown?.q1).toBeCloseTo(roundToDecimals(quantile(standIns, 0.25), 2), 9);
          expect(shown?.median).toBeCloseTo(roundToDecimals(quantile(standIns, 0.5), 2), 9);
          expect(shown?.q3).toBeCloseTo(roundToDecimals(quantile(standIns, 0.75), 2), 9);
        });
      }),
      { numRuns: 50 },
    );
  });
});

describe('cells', () => {
  it('counts a result in every combination of what it told and the margins', () => {
    const about = { canton: 'VD', ageBand: '25-34', languageRegion: 'fr' } as const;
    expect(cellsOf('2026.1', about)).toHaveLength(8);
    expect(cellsOf('2026.1', { ...about, ageBand: null })).toHaveLength(4);
    expect(cellsOf('2026.1', null)).toEqual([
      { version: '2026.1', canton: 'all', ageBand: 'all', languageRegion: 'all' },
    ]);
    expect(amongCell('2026.1', 'canton', about)?.canton).toBe('VD');
    expect(amongCell('2026.1', 'age', { ...about, ageBand: null })).toBeNull();
  });
});

describe('nextPublishedCell', () => {
  const counts = (n: number) =>
    bandCountsOf(Array.from({ length: n }, (_, i) => withCuriosity(i % 2)));
  it('keeps a cell’s figures until it has gained the minimum gain', () => {
    const first = nextPublishedCell(undefined, counts(40), enough, NOW);
    expect(first?.basis).toBe(40);
    expect(nextPublishedCell(first, counts(40 + SNAPSHOT_MINIMUM_GAIN - 1), enough, NOW)).toBe(
      first,
    );
    expect(nextPublishedCell(first, counts(20), enough, NOW)).toBe(first);
    expect(nextPublishedCell(first, counts(40 + SNAPSHOT_MINIMUM_GAIN), enough, NOW)?.basis).toBe(
      70,
    );
    expect(
      nextPublishedCell(undefined, counts(POPULATION_MINIMUM - 1), enough, NOW),
    ).toBeUndefined();
  });
});

/**
 * The guarantee's properties search hundreds of publications each: about 1.6 s for the longest
 * on an idle 2-core machine, 5.6 s on one that ran the browser suite beside it. They have the
 * time of a slow machine, not vitest's 5 s.
 */
const SEARCH_TIMEOUT_MS = 60 * SECOND_MS;

describe(
  'what the published figures tell about one person (the guarantee)',
  { timeout: SEARCH_TIMEOUT_MS },
  () => {
    /** Everything published of a population: its cell, every standing answer, two snapshots. */
    const publications = (before: number[][], after: number[][]) => {
      const probes = Array.from({ length: 21 }, (_, i) => withCuriosity(i / 20));
      const previous = nextPublishedCell(undefined, bandCountsOf(before), enough, NOW);
      const counts = bandCountsOf(after);
      return JSON.stringify([
        previous,
        nextPublishedCell(previous, counts, enough, NOW),
        cellFigures(counts),
        probes.map((probe) => standingAmong(counts, probe)),
      ]);
    };

    it('leaves an interval of at least the band around everyone, also across snapshots', () => {
      fc.assert(
        fc.property(
          population(POPULATION_MINIMUM, 40),
          population(SNAPSHOT_MINIMUM_GAIN, 40),
          person,
          fc.integer({ min: 0, max: 7 }),
          (earlier, later, victim, row) => {
            const index = VALUE_DIMENSIONS[row]?.index ?? 0;
            const figuresFor = (value: number) => {
              const candidate = [...victim];
              candidate[index] = value;
              // The victim joins between two snapshots; their own standing is public too.
              const after = [...earlier, candidate, ...later];
              const own = standingAmong(bandCountsOf(after), candidate);
              return publications(earlier, after) + JSON.stringify(own);
            };
            const interval = intervalConsistentWith(figuresFor, victim[index] ?? 0);
            expect(interval.width).toBeGreaterThanOrEqual(VALUE_BAND);
          },
        ),
        { numRuns: 25 },
      );
    });

    it('finds a person’s exact value where a figure is computed from exact values', () => {
      const others = Array.from({ length: POPULATION_MINIMUM }, (_, i) => withCuriosity(i / 30));
      const exactMean = (value: number) =>
        String([...others, withCuriosity(value)].reduce((sum, p) => sum + (p[0] ?? 0), 0));
      expect(intervalConsistentWith(exactMean, 0.437).width).toBe(0.001);
    });
  },
);
