import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agreement } from '@values-cross/content/agreement';
import { renderInApp } from '@/testing/render';
import { AgreementNote } from './AgreementNote';

describe('AgreementNote on the continue prompt', () => {
  it('states the range over the benchmark’s answering habits, and that no real people stand behind it', () => {
    const measured = agreement['2026.1'];
    if (!measured) throw new Error('2026.1 ships no agreement');
    const { withinShare: within, meanAbsoluteDifference: difference } = measured;
    renderInApp(<AgreementNote version="2026.1" locale="en" />);
    const note = screen.getByText(/^How close does the short version come/);
    // Rounded outwards: the range holds every habit's figure.
    expect(note).toHaveTextContent(
      `For ${Math.floor(within.low * 100)} to ${Math.ceil(within.high * 100)} of 100 values`,
    );
    expect(note).toHaveTextContent(
      `on average it was ${Math.floor(difference.low * 100)} to ${Math.ceil(difference.high * 100)} points off`,
    );
    expect(note).toHaveTextContent(`1'000 for each of ${measured.habits} ways of answering`);
    expect(note).toHaveTextContent('no real people stand behind these figures yet');
    expect(within.high - within.low).toBeGreaterThan(0.05);
  });

  it('says nothing for a version without a measurement', () => {
    const { container } = renderInApp(<AgreementNote version="1999.1" locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
