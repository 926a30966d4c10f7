import { useEffect, useState } from 'react';
import { answeredMoreOnly, valueChanges, type Locale, type ValueChange } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { fetchAnswerSet, fetchExplanation, rangesOf } from '@/domain/results/results-api';
import { useTranslation } from '@/lib/translation';
import type { HistoryEntry } from '../api/history-data';
import '@/components/ui/score-table.css';

const signed = (points: number) =>
  points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0';

/**
 * A change in words: always its points (in the plural form their number takes), how far one
 * different answer reaches, and whether the change is larger; after only more questions were
 * answered, the points the added questions made, never a change.
 */
function Verdict({ change, moreOnly }: { change: ValueChange; moreOnly: boolean }) {
  const { t } = useTranslation('history');
  const values = { points: signed(change.points), count: Math.abs(change.points) };
  if (moreOnly) return t('change.added', values);
  if (change.reach === null) return t('change.unsure', values);
  const reach = { ...values, reach: change.reach };
  if (change.verdict !== 'aboutSame') return t(`change.${change.verdict}`, reach);
  return t('change.within', reach);
}

/** Each value's change between two results, and whether the later only answered more. */
interface Compared {
  key: string;
  changes: ValueChange[];
  moreOnly: boolean;
}

/** The two results' explanations (for the one-answer ranges) and answers, compared. */
async function compare(earlier: HistoryEntry, later: HistoryEntry, locale: Locale) {
  const [before, after, earlierAnswers, laterAnswers] = await Promise.all([
    fetchExplanation(earlier.code, locale),
    fetchExplanation(later.code, locale),
    fetchAnswerSet(earlier.code).catch(() => null),
    fetchAnswerSet(later.code).catch(() => null),
  ]);
  const ranges = (explanation: typeof before) =>
    explanation ? rangesOf(explanation) : new Map<number, { low: number; high: number }>();
  const changes = valueChanges(
    { scores: earlier.scores, ranges: ranges(before) },
    { scores: later.scores, ranges: ranges(after) },
  );
  const answered = (entry: HistoryEntry, answerSet: typeof earlierAnswers) => ({
    ...entry,
    answerIds: answerSet?.answers.map((answer) => answer.id) ?? [],
  });
  const moreOnly = answeredMoreOnly(
    answered(earlier, earlierAnswers),
    answered(later, laterAnswers),
  );
  return { changes, moreOnly };
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
  const [compared, setCompared] = useState<Compared | null>(null);
  const key = `${earlier.code}/${later.code}`;
  useEffect(() => {
    let current = true;
    void compare(earlier, later, locale).then((found) => {
      if (current) setCompared({ key, ...found });
    });
    return () => {
      current = false;
    };
  }, [earlier, later, locale, key]);
  const shown = compared?.key === key ? compared : null;
  const moreOnly = shown?.moreOnly ?? false;
  const dates = { before: date(earlier), after: date(later) };
  return (
    <section className="history-change" aria-labelledby="history-change-title">
      <h2 id="history-change-title">{t(moreOnly ? 'change.moreTitle' : 'change.title')}</h2>
      <p>{t('change.lead', dates)}</p>
      {moreOnly && <p className="history-change__more">{t('change.moreLead', dates)}</p>}
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
            {shown.changes.map((change) => (
              <tr key={change.dimension} data-verdict={moreOnly ? 'added' : change.verdict}>
                <th scope="row">{tResult(`dimensions.${change.dimension as 'curiosity'}`)}</th>
                <td>{`${change.before}\u00a0%`}</td>
                <td>{`${change.after}\u00a0%`}</td>
                <td>
                  <Verdict change={change} moreOnly={moreOnly} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!moreOnly && <p className="history-change__note">{t('change.note')}</p>}
    </section>
  );
}
