import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScalePicture } from './ScalePicture';

const marks = (level: number, levels: number) => {
  const { container } = render(<ScalePicture scale="agreement" level={level} levels={levels} />);
  return container.querySelectorAll('path').length;
};

describe('ScalePicture', () => {
  it('draws agreement as two crosses, one, a wave, one check, two checks', () => {
    expect([0, 1, 2, 3, 4].map((level) => marks(level, 5))).toEqual([2, 1, 1, 1, 2]);
    const { container } = render(<ScalePicture scale="agreement" level={2} levels={5} />);
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/C/);
  });

  it('draws a four-step agreement without a middle', () => {
    expect([0, 1, 2, 3].map((level) => marks(level, 4))).toEqual([2, 1, 1, 2]);
  });

  it('fills as many bars as the step of an amount', () => {
    for (const level of [0, 1, 2, 3]) {
      const { container } = render(<ScalePicture scale="amount" level={level} levels={4} />);
      expect(container.querySelectorAll('rect')).toHaveLength(3);
      expect(container.querySelectorAll('.scale-picture__bar--filled')).toHaveLength(level);
    }
  });

  it('is hidden from assistive technology: the answer says it in words', () => {
    const { container } = render(<ScalePicture scale="amount" level={1} levels={4} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
