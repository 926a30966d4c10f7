import { describe, expect, it } from 'vitest';
import { bandStandIn, VALUE_BAND_COUNT, valueBand, valueStandIn } from './value-band';

describe('value bands', () => {
  it('puts every value in a band of its own width, the ends included', () => {
    expect([0, 0.199, 0.2, 0.6, 0.799, 0.8, 1].map(valueBand)).toEqual([0, 0, 1, 3, 3, 4, 4]);
    expect([0, 0.3, 0.6, 1].map(valueStandIn)).toEqual([0.1, 0.3, 0.7, 0.9]);
  });

  it('has five bands whose middles are 0.1 apart from the ends', () => {
    expect(VALUE_BAND_COUNT).toBe(5);
    expect([0, 1, 2, 3, 4].map(bandStandIn)).toEqual([0.1, 0.3, 0.5, 0.7, 0.9]);
  });
});
