import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { easyParts } from './easy/easy-parts';
import { EasyKitContext, ReadingContext } from '@/lib/reading';
import { renderInApp } from '@/testing/render';
import { EasyText } from './EasyText';

const explanation = 'With a referendum, the people vote on a new law.';
const glossary = [{ id: 'referendum', terms: ['referendum'], explanation }];
const text = 'A referendum needs 50,000 names. Then the people vote on 1. August.';

function renderEasy(reading: 'easy' | 'standard') {
  return renderInApp(
    <ReadingContext value={reading}>
      <EasyKitContext value={{ ...easyParts, glossary }}>
        <p data-testid="text">
          <EasyText text={text} />
        </p>
      </EasyKitContext>
    </ReadingContext>,
  );
}

describe('EasyText', () => {
  it('is the text as it is in the standard reading', () => {
    renderEasy('standard');
    expect(screen.getByTestId('text').innerHTML).toBe(text);
  });

  it('puts each sentence on a line of its own in easy reading, the text unchanged', () => {
    renderEasy('easy');
    const lines = [...screen.getByTestId('text').querySelectorAll('.easy-line')];
    expect(lines.map((line) => line.textContent)).toEqual([
      'A referendum needs 50,000 names.',
      'Then the people vote on 1. August.',
    ]);
    expect(screen.getByTestId('text').textContent).toBe(text);
  });

  it('explains a glossary word on focus and on a tap, until Escape or the close button', () => {
    renderEasy('easy');
    const word = screen.getByRole('button', { name: 'referendum' });
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(explanation)).toBeNull();

    fireEvent.focus(word);
    expect(word).toHaveAttribute('aria-expanded', 'true');
    expect(word).toHaveAccessibleDescription(`referendum ${explanation}`);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(word).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(word);
    expect(word).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(word).toHaveFocus();
  });

  it('explains a glossary word while the pointer is on it', () => {
    renderEasy('easy');
    const word = screen.getByRole('button', { name: 'referendum' });
    fireEvent.mouseEnter(word);
    expect(screen.getByText(explanation, { exact: false })).toBeVisible();
    fireEvent.mouseLeave(word);
    expect(word).toHaveAttribute('aria-expanded', 'false');
  });
});
