import { Suspense, use } from 'react';
import { DIMENSION_KEYS, drawnScores, type ValueChange } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { useTranslation } from '@/lib/translation';
import type { Change } from '../api/change-data';
import type { HistoryEntry } from '../api/history-data';
import '@/components/ui/score-table.css';

const signed = (points: number) =>
  points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0';

/**
 * A change in words: always its points (in the plural form their number takes), how far one
 * different answer reaches, and whether the change is larger; after only more questions were
 * answered, the points the added questions made, never a change; for a value either result did
 * not measure, that no change can be read.
 */
function Verdict({ change, moreOnly }: { change: ValueChange; moreOnly: boolean }) {
  const { t } = useTranslation('history');
  const values = { points: signed(change.points), count: Math.abs(change.points) };
  if (moreOnly) return t('change.added', values);
  if (change.verdict === 'unmeasured') return t('change.unmeasured');
  if (change.reach === null) return t('change.unsure', values);
  const reach = { ...values, reach: change.reach };
  if (change.verdict !== 'aboutSame') return t(`change.${change.verdict}`, reach);
  return t('change.within', reach);
}

/** What the basis of a comparison says, when it is not each result as it was scored. */
function BasisNote({
  change,
  earlier,
  later,
}: {
  change: Change;
  earlier: HistoryEntry;
  later: HistoryEntry;
}) {
  const { t } = useTranslation('history');
  const { basis } = change;
  if (basis.kind === 'none') return <p className="history-change__versions">{t('change.none')}</p>;
  if (basis.kind !== 'shared') return null;
  const versions = earlier.questionnaireVersion !== later.questionnaireVersion;
  return (
    <p className="history-change__versions">
      {versions
        ? t('change.sharedVersions', {
            before: earlier.questionnaireVersion,
            after: later.questionnaireVersion,
            version: basis.version,
            count: basis.questions,
          })
        : t('change.sharedParts', { count: basis.questions })}
    </p>
  );
}

/**
 * Two of a person's crosses laid over each other, and each value's change, compared on one basis
 * by the server (decision 0050): as each was scored within one version and part, else on the
 * questions both answered under one key; "clear" only where a change is larger than one
 * different answer could make in either result. Values either side did not measure are drawn in
 * the middle and read as no change.
 */
export function ChangeView({
  earlier,
  later,
  found,
  date,
}: {
  earlier: HistoryEntry;
  later: HistoryEntry;
  /** The change as the route's loader reads it (null: it could not be read). */
  found: Promise<Change | null>;
  date: (entry: HistoryEntry) => string;
}) {
  const compared = { earlier, later, date };
  return (
    <Suspense fallback={<ChangeSection {...compared} change={undefined} />}>
      <FoundChange {...compared} found={found} />
    </Suspense>
  );
}

function FoundChange({ found, ...compared }: Parameters<typeof ChangeView>[0]) {
  return <ChangeSection {...compared} change={use(found)} />;
}

/** The comparison: undefined while it comes, null when it could not be read. */
function ChangeSection({
  earlier,
  later,
  date,
  change,
}: {
  earlier: HistoryEntry;
  later: HistoryEntry;
  date: (entry: HistoryEntry) => string;
  change: Change | null | undefined;
}) {
  const { t } = useTranslation('history');
  const { t: tResult } = useTranslation('result');
  const moreOnly = change?.basis.kind === 'moreAnswered';
  const dates = { before: date(earlier), after: date(later) };
  // Either side's unmeasured values are drawn in the middle, in both crosses.
  const measured = DIMENSION_KEYS.map(
    (key) => change?.changes.find((c) => c.dimension === key)?.verdict !== 'unmeasured',
  );
  return (
    <section className="history-change" aria-labelledby="history-change-title">
      <h2 id="history-change-title">{t(moreOnly ? 'change.moreTitle' : 'change.title')}</h2>
      {/* The lead names the two crosses drawn: none are drawn when nothing can be compared. */}
      {change?.basis.kind !== 'none' && <p>{t('change.lead', dates)}</p>}
      {moreOnly && <p className="history-change__more">{t('change.moreLead', dates)}</p>}
      {change === undefined && <p role="status">{t('change.loading')}</p>}
      {change === null && <p role="alert">{t('change.error')}</p>}
      {change && <BasisNote change={change} earlier={earlier} later={later} />}
      {change && change.basis.kind !== 'none' && (
        <>
          <div
            className="history-change__cross"
            role="img"
            aria-label={t('change.crossLabel', dates)}
          >
            <CrossShape
              scores={drawnScores(change.later, measured)}
              overlay={drawnScores(change.earlier, measured)}
              showLabels
            />
          </div>
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
              {change.changes.map((value) => {
                const unread = value.verdict === 'unmeasured';
                const percent = (n: number) => (unread ? t('change.notMeasured') : `${n}\u00a0%`);
                return (
                  <tr key={value.dimension} data-verdict={moreOnly ? 'added' : value.verdict}>
                    <th scope="row">{tResult(`dimensions.${value.dimension as 'curiosity'}`)}</th>
                    <td>{percent(value.before)}</td>
                    <td>{percent(value.after)}</td>
                    <td>
                      <Verdict change={value} moreOnly={moreOnly} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {!moreOnly && <p className="history-change__note">{t('change.note')}</p>}
        </>
      )}
    </section>
  );
}
