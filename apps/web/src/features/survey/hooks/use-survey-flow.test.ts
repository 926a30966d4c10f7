import { describe, expect, it } from 'vitest';
import { routeNumber } from './use-survey-flow';

describe('routeNumber (product.md §2: ids optional)', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['17', 17],
    ['18', null],
    ['0', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
  ])('%j -> %j', (id, expected) => {
    expect(routeNumber(id, 17)).toBe(expected);
  });
});
