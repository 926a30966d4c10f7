import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agreement } from '@values-cross/content/agreement';
import { renderInApp } from '@/testing/render';
import { AgreementNote } from './AgreementNote';

describe('AgreementNote on the continue prompt', () => {
  it('states how close short results came to long ones in the benchmark of the version', () => {
    const measured = agreement['2026.1'];
    if (!measured) throw new Error('2026.1 ships no agreement');
    const within = Math.round(measured.withinShare * 100);
    const difference = Math.round(measured.meanAbsoluteDifference * 100);
    renderInApp(<AgreementNote version="2026.1" locale="en" />);
    const note = screen.getByText(/^How close does the short version come/);
    expect(note).toHaveTextContent(`For ${within} of 100 values`);
    expect(note).toHaveTextContent(`on average it was ${difference} points off`);
    expect(note).toHaveTextContent(/with 2.000 simulated people/);
  });

  it('says nothing for a version without a measurement', () => {
    const { container } = renderInApp(<AgreementNote version="1999.1" locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
