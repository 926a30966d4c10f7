import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import { ValuePictogram } from './ValuePictogram';

const VALUE_PICTOGRAM_KEYS = VALUE_DIMENSIONS.map((dimension) => dimension.key);

describe('ValuePictogram', () => {
  it('draws nothing for the internal dimensions, which are not on the cross', () => {
    const { container } = render(<ValuePictogram dimension="openness" />);
    expect(container.innerHTML).toBe('');
  });

  it.each(VALUE_PICTOGRAM_KEYS)('draws %s as an svg hidden from assistive technology', (key) => {
    const { container } = render(<ValuePictogram dimension={key} className="pictogram" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 48 48');
    expect(svg).toHaveClass('pictogram');
    expect(svg?.querySelector('text')).toBeNull();
    expect(svg?.innerHTML).not.toBe('');
  });

  it('draws no two values the same', () => {
    const drawings = VALUE_PICTOGRAM_KEYS.map((key) => {
      const { container, unmount } = render(<ValuePictogram dimension={key} />);
      const drawing = container.querySelector('svg')?.innerHTML ?? '';
      unmount();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(VALUE_PICTOGRAM_KEYS.length);
  });
});
