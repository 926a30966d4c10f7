import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import { renderInApp } from '@/testing/render';
import { answerSetAnswer } from '@/testing/results';
import { jsonResponse } from '@/testing/groups';
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

  describe('each value’s change in words', () => {
    const scores = (curiosity: number, openness: number) =>
      Array.from({ length: 12 }, (_, i) => (i === 0 ? curiosity : i === 1 ? openness : 0.5));
    const explanation = (code: string, values: number[]) => ({
      code,
      longVersionAttempted: true,
      dimensions: VALUE_DIMENSIONS.map(({ index, key }) => {
        const score = values[index] ?? 0.5;
        return {
          dimension: index + 1,
          key,
          name: key,
          score,
          range: { low: Math.max(0, score - 0.1), high: Math.min(1, score + 0.1) },
          bearing: 5,
          measured: true,
          meaning: { high: '', low: '' },
          contributions: [],
        };
      }),
    });
    /** Two results as the API answers them: the earlier short, the later long. */
    const answering = (earlierIds: number[], laterIds: number[]) => {
      const results: Record<string, { values: number[]; ids: number[]; long: boolean }> = {
        aaaaaaaaaaaa: { values: scores(0.5, 0.5), ids: earlierIds, long: false },
        bbbbbbbbbbbb: { values: scores(0.49, 0.8), ids: laterIds, long: true },
      };
      vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
        const url = String(input);
        const code = Object.keys(results).find((c) => url.includes(c)) ?? '';
        const result = results[code];
        if (!result) return Promise.resolve(jsonResponse(404, { detail: 'not_found' }));
        if (url.includes('/explanation')) {
          return Promise.resolve(jsonResponse(200, explanation(code, result.values)));
        }
        return Promise.resolve(
          jsonResponse(200, {
            ...answerSetAnswer(code, { scores: result.values }),
            longVersionAttempted: result.long,
            answers: result.ids.map((id) => ({ id, scoring: [] })),
          }),
        );
      });
      const entry = (code: string) => ({
        code,
        createdAt: '2026-11-27T10:00:00Z',
        questionnaireVersion: '2027.1',
        longVersionAttempted: results[code]?.long ?? false,
        scores: results[code]?.values ?? [],
        inAccount: true,
      });
      renderInApp(
        <ChangeView
          earlier={entry('aaaaaaaaaaaa')}
          later={entry('bbbbbbbbbbbb')}
          locale="en"
          date={(e) => e.code}
        />,
      );
    };

    it('names the points in their plural form and how far one answer reaches, beside every change', async () => {
      answering([1, 2], [1, 7, 8]);
      const curiosity = await screen.findByRole('row', { name: /^Curiosity/ });
      expect(curiosity).toHaveTextContent('−1 point: within what one answer can move (±10)');
      expect(screen.getByRole('row', { name: /^Technology/ })).toHaveTextContent(
        '+30 points: clearly more; one answer moves up to ±10',
      );
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What changed');
    });

    it('reads the long version after the short one of the same answers as more questions answered, no change', async () => {
      answering([1, 2], [1, 2, 7, 8]);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'More questions answered' }),
      ).toBeVisible();
      expect(screen.getByRole('row', { name: /^Technology/ })).toHaveTextContent(
        '+30 points with the added questions',
      );
      expect(screen.getByRole('table')).not.toHaveTextContent(/clearly|within/);
    });
  });
});
