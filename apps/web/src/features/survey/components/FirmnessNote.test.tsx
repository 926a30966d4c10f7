import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firmness } from '@values-cross/content/firmness';
import { ReadingContext } from '@/lib/reading';
import { renderInApp } from '@/testing/render';
import { FirmnessNote } from './FirmnessNote';

describe('FirmnessNote on the continue prompt', () => {
  it('states the mean one-answer range of short and long answer sets of the version', () => {
    const measured = firmness['2026.1'];
    if (!measured) throw new Error('2026.1 ships no ranges');
    const short = Math.round(measured.short * 100);
    const long = Math.round(measured.long * 100);
    expect(long).toBeLessThan(short);
    renderInApp(<FirmnessNote version="2026.1" />);
    expect(screen.getByText(/^How firm is your cross\?/)).toHaveTextContent(
      `range of ${short} percentage points on average; after the long version, across only ${long}.`,
    );
  });

  it('says it in words in easy reading: a lot after the short version, somewhat after the long', () => {
    renderInApp(
      <ReadingContext value="easy">
        <FirmnessNote version="2027.1" />
      </ReadingContext>,
    );
    const note = screen.getByText(/^How firm is your cross\?/);
    expect(note).toHaveTextContent('a lot');
    expect(note).toHaveTextContent('somewhat');
    expect(note.textContent).not.toMatch(/\d/);
  });

  it('says nothing for a version without measured ranges', () => {
    const { container } = renderInApp(<FirmnessNote version="1999.1" />);
    expect(container).toBeEmptyDOMElement();
  });
});
