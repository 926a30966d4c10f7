import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_BAND, valueStandIn } from '../privacy/value-band';
import { GROUP_MINIMUM_MEMBERS, groupCross, quantile } from './group-cross';
import { valuesConsistentWith } from './group-disclosure';

/** A stored score: 0..1 with 3 decimals, with the ends (clamped scores) as likely as any. */
const score = fc.oneof(
  fc.integer({ min: 0, max: 1000 }).map((thousandths) => thousandths / 1000),
  fc.constantFrom(0, 1),
);
const member = fc.array(score, { minLength: 12, maxLength: 12 });
const group = (minLength = GROUP_MINIMUM_MEMBERS, maxLength = 30) =>
  fc.array(member, { minLength, maxLength });

describe('groupCross', () => {
  it('shows nothing below the minimum of members', () => {
    fc.assert(
      fc.property(group(0, GROUP_MINIMUM_MEMBERS - 1), (members) => {
        expect(groupCross(members)).toEqual({ average: null, spread: null });
      }),
    );
  });

  it('averages the middles of the members’ bands, with a quartile band inside theirs', () => {
    fc.assert(
      fc.property(group(), (members) => {
        const { average, spread } = groupCross(members);
        expect(Object.keys(average ?? {})).toHaveLength(8);
        for (let n = 1; n <= 8; n += 1) {
          const values = members.map((scores) => scores[n - 1] ?? 0);
          const mean = values.reduce((a, b) => a + b, 0) / values.length;
          const shown = average?.[`score${n}`] ?? NaN;
          // Each value moves to the middle of its band: at most half a band, plus the rounding.
          expect(Math.abs(shown - mean)).toBeLessThanOrEqual(VALUE_BAND / 2 + 0.0005);
          const [low, high] = spread?.[`score${n}`] ?? [NaN, NaN];
          expect(low).toBeLessThanOrEqual(high);
          expect(low).toBeGreaterThanOrEqual(valueStandIn(Math.min(...values)) - 0.0005);
          expect(high).toBeLessThanOrEqual(valueStandIn(Math.max(...values)) + 0.0005);
        }
        expect(average).not.toHaveProperty('score9');
      }),
    );
  });

  it('computes the figures of a known group from the middles of the bands', () => {
    const members = [0, 0.2, 0.35, 0.41, 1].map((v) => Array<number>(12).fill(v));
    const { average, spread } = groupCross(members);
    // Counted as 0.1, 0.3, 0.3, 0.5 and 0.9.
    expect(average?.score1).toBe(0.42);
    expect(spread?.score8).toEqual([0.3, 0.5]);
    expect(quantile([0, 1], 0.25)).toBe(0.25);
  });
});

describe('what the figures of a group tell about one member (the published guarantee)', () => {
  it('leaves an interval of at least the band around every member, whoever the others are', () => {
    fc.assert(
      fc.property(
        group(GROUP_MINIMUM_MEMBERS - 1, 20),
        member,
        fc.integer({ min: 0, max: 7 }),
        (others, victim, dimension) => {
          const published = groupCross([...others, victim]);
          const interval = valuesConsistentWith(published, others, victim, dimension);
          expect(interval.width).toBeGreaterThanOrEqual(VALUE_BAND);
          expect(interval.low).toBeLessThanOrEqual(victim[dimension] ?? NaN);
          expect(interval.high).toBeGreaterThanOrEqual(victim[dimension] ?? NaN);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves the band around a newcomer when the figures before and after the join are compared', () => {
    fc.assert(
      fc.property(group(GROUP_MINIMUM_MEMBERS, 12), member, (before, newcomer) => {
        for (let dimension = 0; dimension < 8; dimension += 1) {
          // Values the newcomer could have that give both publications: the figures before do not
          // depend on it, so the interval is the one the figures after leave.
          const after = valuesConsistentWith(
            groupCross([...before, newcomer]),
            before,
            newcomer,
            dimension,
          );
          expect(after.width).toBeGreaterThanOrEqual(VALUE_BAND);
        }
      }),
      { numRuns: 20 },
    );
  });
});
