import { describe, expect, it } from 'vitest';
import { groupCodeFrom, groupScores, spreadBand } from '@/domain/groups/groups-api';

describe('groups in the web app', () => {
  it.each([
    ['Ab12Cd34Ef', 'Ab12Cd34Ef'],
    ['  Ab12Cd34Ef ', 'Ab12Cd34Ef'],
    ['https://wertekreuz.ch/de/group/Ab12Cd34Ef', 'Ab12Cd34Ef'],
    ['http://localhost:3000/fr/group/Ab12Cd34Ef/screen', 'Ab12Cd34Ef'],
    ['wertekreuz.ch/it/group/Ab12Cd34Ef?x=1#admin=secret', 'Ab12Cd34Ef'],
    ['', null],
    ['not a code', null],
    ['https://wertekreuz.ch/de/result?id=abc', null],
  ])('reads the group code in %j', (input, code) => {
    expect(groupCodeFrom(input)).toBe(code);
  });

  it('draws a group cross from its eight values, the internal dimensions at the middle', () => {
    const values = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`score${i + 1}`, i / 10]),
    );
    expect(groupScores(values)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.5, 0.5, 0.5, 0.5]);
  });

  it('makes the band of the middle half from the 25th and the 75th percentiles', () => {
    const spread = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`score${i + 1}`, [0.25, 0.75] as const]),
    );
    const { low, high } = spreadBand(spread);
    expect(low.slice(0, 8)).toEqual(Array(8).fill(0.25));
    expect(high.slice(0, 8)).toEqual(Array(8).fill(0.75));
    expect([low.slice(8), high.slice(8)]).toEqual([Array(4).fill(0.5), Array(4).fill(0.5)]);
  });
});
