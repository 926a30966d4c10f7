import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
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

describe('ChangeView', () => {
  // The explanations are not needed here: they never arrive.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => vi.unstubAllGlobals());
  const versions = /^These two results come from different questionnaire versions/;

  it('says when two results come from different questionnaire versions', () => {
    renderInApp(
      <ChangeView
        earlier={entry('aaaaaaaaaaaa', '2026.1')}
        later={entry('bbbbbbbbbbbb', '2027.1')}
        locale="en"
        date={(e) => e.code}
      />,
    );
    expect(screen.getByText(versions)).toHaveTextContent('(2026.1 and 2027.1)');
  });

  it('says nothing of versions for two results of one version', () => {
    renderInApp(
      <ChangeView
        earlier={entry('aaaaaaaaaaaa', '2027.1')}
        later={entry('bbbbbbbbbbbb', '2027.1')}
        locale="en"
        date={(e) => e.code}
      />,
    );
    expect(screen.queryByText(versions)).toBeNull();
  });
});
