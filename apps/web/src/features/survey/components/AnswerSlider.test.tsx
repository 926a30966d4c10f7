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

/** A slider as the question page holds it: choosing 'No answer' passes the question. */
function Controlled({ onChange }: { onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const [passed, setPassed] = useState(false);
  return (
    <>
      <p id="q">How much?</p>
      <AnswerSlider
        labelledBy="q"
        stops={STOPS}
        value={value}
        passed={passed}
        orientation="vertical"
        onChange={(id) => {
          setValue(id);
          setPassed(id === null);
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

  it('passes the question when the no-answer stop it starts on is chosen, and once only', async () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{Tab}');
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{Home}{ArrowUp}{Delete}{Tab}');
    expect(onChange.mock.calls).toEqual([[null]]);
  });

  it('passes the question when the no-answer stop is clicked where it starts', () => {
    const onChange = vi.fn();
    renderInApp(<Controlled onChange={onChange} />);
    const target = screen.getByText('No answer');
    document.elementFromPoint = () => target;
    fireEvent.pointerDown(screen.getByRole('slider'), { clientX: 1, clientY: 1, pointerId: 1 });
    expect(onChange.mock.calls).toEqual([[null]]);
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
