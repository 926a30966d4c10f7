import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Question } from '@values-cross/core';
import { renderInApp } from '@/testing/render';
import { MultipleChoice } from './MultipleChoice';
import { QuestionHint } from './QuestionHint';

const text = (en: string) => ({ de: en, fr: en, it: en, en });
const zero = Array(12).fill(0);
const question = (type: Question['type'], id = 10): Question => ({
  id,
  type,
  title: text('Title'),
  text: text('Which?'),
  chapter: 1,
  inNexpresso: true,
  childQuestions: [],
  answers: ['a', 'b', 'c', 'd', 'e'].map((label, i) => ({
    id: i + 1,
    row: i + 1,
    text: text(label),
    scoring: zero,
  })),
  minScores: zero,
  maxScores: zero,
});

function Controlled({ q }: { q: Question }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <MultipleChoice
      question={q}
      locale="en"
      labelledBy="x"
      selected={selected}
      onChange={setSelected}
    />
  );
}

describe('MultipleChoice (spec 4)', () => {
  it('with MAX3 disables the other options once three are chosen and says why', async () => {
    renderInApp(<Controlled q={question('MC_MAX3')} />);
    for (const label of ['a', 'b', 'c']) await userEvent.click(screen.getByLabelText(label));
    expect(screen.getByLabelText('d')).toBeDisabled();
    expect(screen.getByLabelText('e')).toBeDisabled();
    expect(screen.getByLabelText('a')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Max. 3 answers can be selected');
    await userEvent.click(screen.getByLabelText('b'));
    expect(screen.getByLabelText('d')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('without MAX3 accepts every option', async () => {
    renderInApp(<Controlled q={question('MC')} />);
    for (const label of ['a', 'b', 'c', 'd', 'e'])
      await userEvent.click(screen.getByLabelText(label));
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('QuestionHint (spec 2)', () => {
  it.each([
    ['MC_MAX3', 10, 'Choose at most three answers.'],
    ['MC', 10, 'Choose all the answers you agree with.'],
    ['SC', 10, 'Move the slider to the answer you agree with most.'],
    ['SC', 3, null],
    ['MC_MAX3', 52, null],
    ['OPT', 10, null],
  ] as const)('%s question %i: %s', (type, id, hint) => {
    const { container } = renderInApp(<QuestionHint question={question(type, id)} />);
    expect(container.textContent || null).toBe(hint);
  });
});
