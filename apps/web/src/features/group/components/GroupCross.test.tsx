import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupOf, groupWithCross } from '@/testing/groups';
import { renderInApp } from '@/testing/render';
import { GroupCross } from './GroupCross';

describe('GroupCross', () => {
  it.each([0, 1, 4])('with %i members shows no cross, only when it appears', (members) => {
    const { container } = renderInApp(<GroupCross group={groupOf({ members })} />);
    expect(screen.getByText(/^The group’s cross appears from 5 members on/)).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('from five members on shows the average cross with the middle half, in numbers and words', () => {
    const { container } = renderInApp(<GroupCross group={groupWithCross()} />);
    expect(container.querySelector('.cross__shape')).toBeInTheDocument();
    expect(container.querySelector('.cross__band')).toBeInTheDocument();
    // Only the group's cross: no other person's outline over it.
    expect(container.querySelector('.cross__overlay')).toBeNull();
    expect(screen.getByText('The average of 6 members.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Each member’s value counts as the middle of its 20-point band/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The group’s values in numbers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(within(table).getByRole('row', { name: /^Origin/ }).textContent).toBe(
      'Origin50\u00a0%40–60\u00a0%',
    );
    expect(screen.getByRole('heading', { name: 'What the values mean' })).toBeInTheDocument();
    expect(screen.getByText('Attachment to one’s home, traditions and roots.')).toBeInTheDocument();
  });

  it('says when the members answered different questionnaire versions, and by which key all are scored', () => {
    const versions = /^The members answered different questionnaire versions/;
    renderInApp(<GroupCross group={groupWithCross({ versions: ['2027.1'] })} />);
    expect(screen.queryByText(versions)).toBeNull();
    renderInApp(<GroupCross group={groupWithCross({ versions: ['2026.1', '2027.1'] })} />);
    expect(screen.getByText(versions)).toHaveTextContent(
      '(2026.1, 2027.1). So that the same answers count the same, every member’s answers are scored here as version 2027.1 scores them.',
    );
  });
});
