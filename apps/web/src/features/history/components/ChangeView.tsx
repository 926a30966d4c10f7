import { useEffect, useState } from 'react';
import { valueChanges, type Locale, type ValueChange } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { fetchExplanation, rangesOf } from '@/domain/results/results-api';
import { useTranslation } from '@/lib/translation';
import type { HistoryEntry } from '../api/history-data';
import '@/components/ui/score-table.css';

const signed = (points: number) =>
  points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0';

/** A change in words: always its points, and whether one different answer could have made it. */
function Verdict({ change }: { change: ValueChange }) {
  const { t } = useTranslation('history');
  const points = signed(change.points);
  if (change.verdict !== 'aboutSame') return t(`change.${change.verdict}`, { points });
  if (change.reach === null) return t('change.unsure', { points });
  return t('change.within', { points, reach: change.reach });
}

/**
 * Two of a person's crosses laid over each other, and each value's change, "clear" only where it
 * is larger than one different answer could make in either result (core's valueChanges, with the
 * one-answer ranges of both results' explanations).
 */
export function ChangeView({
  earlier,
  later,
  locale,
  date,
}: {
  earlier: HistoryEntry;
  later: HistoryEntry;
  locale: Locale;
  date: (entry: HistoryEntry) => string;
}) {
  const { t } = useTranslation('history');
  const { t: tResult } = useTranslation('result');
  const [changes, setChanges] = useState<{ key: string; changes: ValueChange[] } | null>(null);
  const key = `${earlier.code}/${later.code}`;
  useEffect(() => {
    let current = true;
    void Promise.all([
      fetchExplanation(earlier.code, locale),
      fetchExplanation(later.code, locale),
    ]).then(([before, after]) => {
      const ranges = (explanation: typeof before) =>
        explanation ? rangesOf(explanation) : new Map<number, { low: number; high: number }>();
      const found = valueChanges(
        { scores: earlier.scores, ranges: ranges(before) },
        { scores: later.scores, ranges: ranges(after) },
      );
      if (current) setChanges({ key, changes: found });
    });
    return () => {
      current = false;
    };
  }, [earlier, later, locale, key]);
  const shown = changes?.key === key ? changes.changes : null;
  const dates = { before: date(earlier), after: date(later) };
  return (
    <section className="history-change" aria-labelledby="history-change-title">
      <h2 id="history-change-title">{t('change.title')}</h2>
      <p>{t('change.lead', dates)}</p>
      {earlier.questionnaireVersion !== later.questionnaireVersion && (
        <p className="history-change__versions">
          {t('change.versions', {
            before: earlier.questionnaireVersion,
            after: later.questionnaireVersion,
          })}
        </p>
      )}
      <div className="history-change__cross" role="img" aria-label={t('change.crossLabel', dates)}>
        <CrossShape scores={later.scores} overlay={earlier.scores} showLabels />
      </div>
      {shown && (
        <table className="score-table score-table--dense">
          <caption>{t('change.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('change.value')}</th>
              <th scope="col">{t('change.before')}</th>
              <th scope="col">{t('change.after')}</th>
              <th scope="col">{t('change.verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((change) => (
              <tr key={change.dimension} data-verdict={change.verdict}>
                <th scope="row">{tResult(`dimensions.${change.dimension as 'curiosity'}`)}</th>
                <td>{`${change.before}\u00a0%`}</td>
                <td>{`${change.after}\u00a0%`}</td>
                <td>
                  <Verdict change={change} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="history-change__note">{t('change.note')}</p>
    </section>
  );
}
