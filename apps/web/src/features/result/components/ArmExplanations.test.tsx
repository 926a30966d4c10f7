import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Explanation } from '@values-cross/contract';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import { renderInApp } from '@/testing/render';
import { ArmExplanations } from './ArmExplanations';
import { ScoreTable } from './ScoreTable';

const explanation: Explanation = {
  code: 'abc',
  longVersionAttempted: false,
  dimensions: VALUE_DIMENSIONS.map(({ index, key }) => ({
    dimension: index + 1,
    key,
    name: key,
    score: 0.534,
    range: { low: 0.41, high: 0.66 },
    bearing: 3,
    measured: true,
    meaning: { high: `high ${key}`, low: `low ${key}` },
    contributions:
      key === 'origin'
        ? [
            { questionId: 1, question: 'Village fête?', answerId: 11, answer: 'Always', points: 2 },
            { questionId: 2, question: 'Move abroad?', answerId: 21, answer: 'Yes', points: -1 },
          ]
        : [],
  })),
};

describe('ArmExplanations', () => {
  it('has one closed button per arm, named by the arm and its two values', () => {
    renderInApp(<ArmExplanations explanation={explanation} id="arms" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Here: Origin and Nature',
      'There: Curiosity and Technology',
      'Me: Freedom and Power',
      'We: Equality and Loyalty',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeVisible();
    }
  });

  it('opens an arm with the keyboard: meanings, range in words, and each answer with signed points', async () => {
    const user = userEvent.setup();
    renderInApp(<ArmExplanations explanation={explanation} id="arms" />);
    await user.tab();
    const here = screen.getByRole('button', { name: 'Here: Origin and Nature' });
    expect(here).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(here).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(here.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    expect(panel).toBeVisible();
    // The explanation's code comes when the arm opens.
    const origin = await within(panel).findByRole('article', { name: 'Origin' });
    expect(within(origin).getByText(/^Your value/).textContent).toBe(
      'Your value: 53\u00a0%, between 41\u00a0% and 66\u00a0% if one answer were different.',
    );
    expect(origin).toHaveTextContent('A high value meanshigh origin');
    expect(origin).toHaveTextContent('A low value meanslow origin');
    const answers = within(origin).getAllByRole('listitem');
    // Spaces may be no-break spaces (number and unit stay together); the words are what count.
    expect(answers.map((a) => a.textContent?.replace(/\s/g, ' '))).toEqual([
      'Village fête? Always+2 points',
      'Move abroad? Yes−1 point',
    ]);
    const nature = within(panel).getByRole('article', { name: 'Nature' });
    // No answer gave it points though the answered questions bear on it: it is not "unmoved".
    expect(nature).toHaveTextContent('None of your answers gave this value points');
    expect(nature).not.toHaveTextContent('bears on');
    // Only one arm is open at a time; the same button closes it again.
    await user.tab();
    await user.keyboard(' ');
    expect(here).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^There/ })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: /^There/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('draws a bar per answer sized by its points, up or down', async () => {
    const user = userEvent.setup();
    renderInApp(<ArmExplanations explanation={explanation} id="arms" />);
    await user.click(screen.getByRole('button', { name: /^Here/ }));
    await screen.findAllByRole('article');
    const bars = document.querySelectorAll<HTMLElement>('.contribution__bar');
    expect([...bars].map((b) => [b.className.split('--')[1], b.style.width])).toEqual([
      ['up', '50%'],
      ['down', '25%'],
    ]);
  });

  it('shows nothing before the explanation is loaded', () => {
    const { container } = renderInApp(<ArmExplanations explanation={null} id="arms" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ScoreTable with ranges', () => {
  it('gains a column with each value’s one-answer range', () => {
    const ranges = new Map(VALUE_DIMENSIONS.map(({ index }) => [index, { low: 0.41, high: 0.66 }]));
    renderInApp(<ScoreTable scores={Array(12).fill(0.534)} ranges={ranges} />);
    expect(
      screen.getByRole('columnheader', { name: 'If one answer were different' }),
    ).toBeVisible();
    const row = screen.getByRole('row', { name: /Origin/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['53 %', 'moderate', '41–66 %']);
  });

  it('has no range column without ranges', () => {
    renderInApp(<ScoreTable scores={Array(12).fill(0.5)} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
