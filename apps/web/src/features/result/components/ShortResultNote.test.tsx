import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agreement } from '@values-cross/content/agreement';
import { renderInApp } from '@/testing/render';
import { ShortResultNote } from './ShortResultNote';

describe('ShortResultNote under a short result', () => {
  const within = agreement['2026.1']?.withinShare;
  const range = `${Math.floor((within?.low ?? Number.NaN) * 100)} to ${Math.ceil((within?.high ?? Number.NaN) * 100)}`;

  it('says how close a short result comes, and leads its own person on to the long version', () => {
    renderInApp(<ShortResultNote version="2026.1" locale="en" canContinue />);
    expect(screen.getByText(/^This cross comes from the short version/)).toHaveTextContent(
      `for ${range} of 100 values`,
    );
    expect(screen.getByRole('link', { name: 'Continue with the long version' })).toHaveAttribute(
      'href',
      // Straight on to the long version's first question: the continue page starts it at once.
      '/en/continue?start=long',
    );
  });

  it('offers no way on to whoever only looks at the result', () => {
    renderInApp(<ShortResultNote version="2026.1" locale="en" canContinue={false} />);
    expect(screen.getByText(/^This cross comes from the short version/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing without a measurement and without a way on', () => {
    const { container } = renderInApp(
      <ShortResultNote version="1999.1" locale="en" canContinue={false} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
