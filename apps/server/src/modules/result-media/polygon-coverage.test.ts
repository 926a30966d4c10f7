import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonCoverage, type Corner } from './polygon-coverage';

function coverageGrid(corners: Corner[], size = 20): Float32Array {
  const grid = new Float32Array(size * size);
  polygonCoverage(corners, { width: size, height: size }, (y, x0, coverage) => {
    grid.set(coverage, y * size + x0);
  });
  return grid;
}

const area = (grid: Float32Array) => grid.reduce((sum, value) => sum + value, 0);

describe('polygon coverage', () => {
  it('covers whole pixels inside, none outside, and half a pixel on a half-pixel edge', () => {
    const grid = coverageGrid([
      { x: 2, y: 2 },
      { x: 6.5, y: 2 },
      { x: 6.5, y: 5 },
      { x: 2, y: 5 },
    ]);
    expect(grid[3 * 20 + 3]).toBeCloseTo(1);
    expect(grid[3 * 20 + 6]).toBeCloseTo(0.5);
    expect(grid[3 * 20 + 7]).toBe(0);
    expect(grid[1 * 20 + 3]).toBe(0);
    expect(area(grid)).toBeCloseTo(4.5 * 3, 4);
  });

  it('measures the area of any triangle within the picture', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 20, noNaN: true }),
      y: fc.double({ min: 0, max: 20, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const exact = Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
        // Each sub-scanline measures its crossing exactly and stands for a sixteenth of a row, so
        // the error is at most a sixteenth of how much the triangle's width changes from top to
        // bottom: twice its widest, at most twice its horizontal extent (a triangle thinner than
        // a sub-scanline may be missed whole).
        const extent = Math.max(a.x, b.x, c.x) - Math.min(a.x, b.x, c.x);
        expect(Math.abs(area(coverageGrid([a, b, c])) - exact)).toBeLessThanOrEqual(
          (2 * extent) / 16 + 1e-9,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('measures a cross, whose rows have gaps and arms of their own', () => {
    const cross = [
      [8, 1],
      [12, 1],
      [12.25, 8],
      [19, 8],
      [19, 12.5],
      [12, 12],
      [12, 19],
      [8, 19],
      [8, 12],
      [1, 12],
      [1, 8],
      [8, 8],
    ].map(([x, y]) => ({ x: x as number, y: y as number }));
    let twice = 0;
    cross.forEach((a, i) => {
      const b = cross[(i + 1) % cross.length] as Corner;
      twice += a.x * b.y - b.x * a.y;
    });
    expect(area(coverageGrid(cross))).toBeCloseTo(Math.abs(twice) / 2, 1);
  });

  it('never covers a pixel more than fully, nor less than not at all', () => {
    const grid = coverageGrid([
      { x: 10, y: 0 },
      { x: 12, y: 10 },
      { x: 20, y: 12 },
      { x: 0.3, y: 19.7 },
      { x: 8, y: 8 },
    ]);
    expect(Math.max(...grid)).toBeLessThanOrEqual(1);
    expect(Math.min(...grid)).toBeGreaterThanOrEqual(0);
  });
});
