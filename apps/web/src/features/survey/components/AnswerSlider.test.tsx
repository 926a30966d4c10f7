import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { AnswerSlider, type SliderStop } from './AnswerSlider';

const STOPS: SliderStop[] = [
  { answerId: null, label: 'No answer' },
  { answerId: 11, label: 'not at all' },
  { answerId: 12, label: 'a little' },
  { answerId: 13, label: 'very much' },
];

function Controlled({ onChange }: { onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <p id="q">How much?</p>
      <AnswerSlider
        labelledBy="q"
        stops={STOPS}
        value={value}
        orientation="vertical"
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
    </>
  );
}

describe('AnswerSlider (ARIA slider)', () => {
  it('starts with nothing chosen: the no-answer stop, named by the question', () => {
    renderInApp(<Controlled onChange={() => undefined} />);
    const slider = screen.getByRole('slider', { name: 'How much?' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', 'No answer');
    expect(slider).toHaveAttribute('aria-valuemax', '3');
  });

  it('is operated by the keyboard, and Delete returns to no answer', async () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuetext', 'not at all');
    await userEvent.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', 'very much');
    await userEvent.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuetext', 'a little');
    await userEvent.keyboard('{Delete}');
    expect(slider).toHaveAttribute('aria-valuetext', 'No answer');
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual([11, 13, 12, null, 11]);
  });

  it('does not report a change when a key leaves the value where it is', async () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{Home}{ArrowUp}{Tab}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses the stop under a pointer', () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    const slider = screen.getByRole('slider');
    const target = screen.getByText('a little');
    document.elementFromPoint = () => target;
    fireEvent.pointerDown(slider, { clientX: 10, clientY: 10, pointerId: 1 });
    expect(onChange).toHaveBeenCalledWith(12);
  });
});
