import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import survey from '@values-cross/content/locales/en/survey.json';
import { LIST_SEED_KEY, type Question } from '@values-cross/core';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { hydrateFromServer, renderOnServer, withoutAct } from '@/testing/hydration';
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

describe('MultipleChoice (product.md §4)', () => {
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

describe('MultipleChoice in the person’s own order (issue 53)', () => {
  afterEach(() => localStorage.clear());
  const translator = new Translator('en', { en: { survey } });
  const list = (
    <TranslatorProvider translator={translator}>
      <MultipleChoice
        question={question('MC')}
        locale="en"
        labelledBy="x"
        selected={[]}
        onChange={() => undefined}
      />
    </TranslatorProvider>
  );
  const shown = (root: ParentNode = document) =>
    [...root.querySelectorAll('.choice')].map((option) => option.textContent);

  it('before the scripts run, lists in the questionnaire’s order, marked for the style sheet to turn', () => {
    const root = document.createElement('div');
    root.innerHTML = renderOnServer(list);
    expect(shown(root)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const fieldset = root.querySelector('fieldset');
    expect(fieldset).toHaveClass('choices--turnable');
    expect(fieldset).toHaveAttribute('data-options', '5');
  });

  it('once they run, lists in the order the person’s kept seed turns it to, unmarked', () => {
    localStorage.setItem(LIST_SEED_KEY, '7');
    renderInApp(<Controlled q={question('MC')} />);
    // 7 turns a list of five by two places.
    expect(shown()).toEqual(['c', 'd', 'e', 'a', 'b']);
    expect(document.querySelector('fieldset')).not.toHaveClass('choices--turnable');
  });

  it('keeps a seed for a person without one, and the questionnaire’s order where storage is refused', () => {
    renderInApp(<Controlled q={question('MC')} />);
    expect(localStorage.getItem(LIST_SEED_KEY)).toMatch(/^\d+$/);
    localStorage.clear();
    const refused = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      renderInApp(<Controlled q={question('MC_MAX3', 13)} />);
      expect(shown(document.querySelectorAll('fieldset')[1] ?? document)).toEqual([
        'a',
        'b',
        'c',
        'd',
        'e',
      ]);
    } finally {
      refused.mockRestore();
    }
  });

  describe('taken over from the server’s page', () => {
    withoutAct();

    it('moves the options into the turned order as it drops the mark, without a mismatch', async () => {
      localStorage.setItem(LIST_SEED_KEY, '3');
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { root } = hydrateFromServer(list);
        await vi.waitFor(() => expect(shown(root)).toEqual(['d', 'e', 'a', 'b', 'c']));
        expect(root.querySelector('fieldset')).not.toHaveClass('choices--turnable');
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });
  });
});

describe('QuestionHint (product.md §2)', () => {
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
