import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, renderSettled } from '@/testing/render';
import { valueChanges } from '@/testing/results';
import type { Change } from '../api/change-data';
import type { HistoryEntry } from '../api/history-data';
import { ChangeView } from './ChangeView';

const entry = (code: string, questionnaireVersion: string): HistoryEntry => ({
  code,
  createdAt: '2026-11-27T10:00:00Z',
  questionnaireVersion,
  longVersionAttempted: true,
  scores: Array.from({ length: 12 }, () => 0.5),
  inAccount: true,
});

const changes = valueChanges;

/** The comparison the route's loader read (null: it could not be read). */
let found: Promise<Change | null> = Promise.resolve(null);

function answering(change: Change | null) {
  found = Promise.resolve(change);
}

const twelve = (score: number) => Array.from({ length: 12 }, () => score);

/** Shows the view; the comparison comes in a later task, as it does from the network. */
async function show(earlierVersion = '2027.1', laterVersion = '2027.1') {
  await renderSettled(() =>
    renderInApp(
      <ChangeView
        earlier={entry('aaaaaaaaaaaa', earlierVersion)}
        later={entry('bbbbbbbbbbbb', laterVersion)}
        found={found}
        date={(e) => e.code}
      />,
    ),
  );
}

describe('ChangeView', () => {
  it('compares two versions on the questions both answered and says so, the same answers reading as no change', async () => {
    answering({
      basis: { kind: 'shared', version: '2027.1', questions: 20 },
      earlier: twelve(0.44),
      later: twelve(0.44),
      changes: changes(),
    });
    await show('2026.1', '2027.1');
    expect(
      await screen.findByText(/^These two results come from different questionnaire versions/),
    ).toHaveTextContent(
      '(2026.1 and 2027.1). So that the same answers count the same, both are compared here on the 20 questions both answered, scored as version 2027.1 scores them.',
    );
    expect(screen.getByRole('row', { name: /^Curiosity/ })).toHaveTextContent(
      '0 points: within what one answer can move (±10)',
    );
    expect(screen.getByRole('table')).not.toHaveTextContent(/clearly/);
  });

  it('says when two results share no question and cannot be compared', async () => {
    answering({ basis: { kind: 'none' }, earlier: twelve(0.5), later: twelve(0.6), changes: [] });
    await show('2026.1', '2027.1');
    expect(
      await screen.findByText(
        'These two results have no question answered in both, so they cannot be compared.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // No crosses are drawn, so none is named.
    expect(screen.queryByText(/^Now, in red/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names the points in their plural form and how far one answer reaches, beside every change', async () => {
    answering({
      basis: { kind: 'own' },
      earlier: twelve(0.5),
      later: twelve(0.5),
      changes: changes({
        curiosity: { before: 50, after: 49, points: -1 },
        technology: { before: 50, after: 80, points: 30, verdict: 'clearlyMore' },
      }),
    });
    await show();
    const curiosity = await screen.findByRole('row', { name: /^Curiosity/ });
    expect(curiosity).toHaveTextContent('−1 point: within what one answer can move (±10)');
    expect(screen.getByRole('row', { name: /^Technology/ })).toHaveTextContent(
      '+30 points: clearly more; one answer moves up to ±10',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What changed');
  });

  it('reads no change from a value either result did not measure, and gives no figure for it', async () => {
    answering({
      basis: { kind: 'own' },
      earlier: twelve(0.5),
      later: twelve(0.5),
      changes: changes({
        power: { before: 10, after: 90, points: 80, verdict: 'unmeasured', reach: null },
      }),
    });
    await show();
    const power = await screen.findByRole('row', { name: /^Power/ });
    expect(power).toHaveTextContent(
      'not measurednot measuredNot measured in both results: no change can be read',
    );
    expect(power).not.toHaveTextContent(/80|90/);
  });

  it('reads the long version after the short one of the same answers as more questions answered, no change', async () => {
    answering({
      basis: { kind: 'moreAnswered' },
      earlier: twelve(0.5),
      later: twelve(0.5),
      changes: changes({
        technology: { before: 50, after: 80, points: 30, verdict: 'clearlyMore' },
      }),
    });
    await show();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'More questions answered' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: /^Technology/ })).toHaveTextContent(
      '+30 points with the added questions',
    );
    expect(screen.getByRole('table')).not.toHaveTextContent(/clearly|within/);
  });

  it('says so when the change cannot be loaded', async () => {
    answering(null);
    await show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change could not be worked out. Try again later.',
    );
  });
});
