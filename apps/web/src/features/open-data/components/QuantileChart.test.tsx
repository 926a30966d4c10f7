// The small chart of a value's distribution: the middle half as a bar, the median as a line, the
// mean as a dot on a 0..100 scale, hidden from screen readers (the figures stand beside it).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuantileChart } from './QuantileChart';

function draw(figures: { mean: number; q1: number; median: number; q3: number }) {
  const { container } = render(<QuantileChart {...figures} />);
  const svg = container.querySelector('svg') as SVGSVGElement;
  return {
    svg,
    bar: svg.querySelector('rect'),
    median: svg.querySelectorAll('line')[1],
    mean: svg.querySelector('circle'),
  };
}

describe('the quantile chart', () => {
  it('draws the middle half from the lower to the upper quartile, the median and the mean', () => {
    const { bar, median, mean } = draw({ mean: 55, q1: 40, median: 50, q3: 70 });
    expect(bar).toHaveAttribute('x', '40');
    expect(bar).toHaveAttribute('width', '30');
    expect(median).toHaveAttribute('x1', '50');
    expect(median).toHaveAttribute('x2', '50');
    expect(mean).toHaveAttribute('cx', '55');
  });

  it('keeps a middle half of no width visible', () => {
    const { bar } = draw({ mean: 50, q1: 50, median: 50, q3: 50 });
    expect(bar).toHaveAttribute('x', '50');
    expect(Number(bar?.getAttribute('width'))).toBeGreaterThan(0);
  });

  it('spans the whole scale at its ends', () => {
    const { svg, bar } = draw({ mean: 0, q1: 0, median: 100, q3: 100 });
    expect(svg).toHaveAttribute('viewBox', '0 0 100 12');
    expect(bar).toHaveAttribute('width', '100');
  });

  it('is left to the figures beside it for screen readers and keys', () => {
    const { svg } = draw({ mean: 50, q1: 40, median: 50, q3: 60 });
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});
