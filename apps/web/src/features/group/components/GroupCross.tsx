import { useTranslation } from '@/lib/translation';
import { GROUP_MINIMUM_MEMBERS, valueScoreName, VALUE_DIMENSIONS } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { groupScores, spreadBand, type Group } from '@/domain/groups/groups-api';
import '@/components/ui/score-table.css';
import '@/components/ui/meanings.css';

const percent = (value: number | undefined) => Math.round((value ?? 0.5) * 100);

/** The group's values as text: the average and the middle half of the members, per value. */
function GroupValuesTable({ group, className }: { group: Group; className?: string }) {
  const { t } = useTranslation('group');
  const { t: tResult } = useTranslation('result');
  const { average, spread } = group;
  if (!average || !spread) return null;
  return (
    <table className={`score-table ${className ?? ''}`}>
      <caption>{t('cross.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cross.table.value')}</th>
          <th scope="col">{t('cross.table.average')}</th>
          <th scope="col">{t('cross.table.middle')}</th>
        </tr>
      </thead>
      <tbody>
        {VALUE_DIMENSIONS.map(({ key, index }) => {
          const name = valueScoreName(index);
          const [low, high] = spread[name];
          return (
            <tr key={key}>
              <th scope="row">{tResult(`dimensions.${key as 'curiosity'}`)}</th>
              <td>{`${percent(average[name])}\u00a0%`}</td>
              <td className="score-table__range">
                {t('cross.table.range', { low: percent(low), high: percent(high) })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What each value means (the texts of the result's explanation). */
function ValueMeanings() {
  const { t } = useTranslation('group');
  const { t: tResult } = useTranslation('result');
  return (
    <section className="group-meanings" aria-labelledby="group-meanings-title">
      <h2 id="group-meanings-title">{t('cross.meanings')}</h2>
      <dl className="explanation__meanings">
        {VALUE_DIMENSIONS.map(({ key }) => (
          <div key={key}>
            <dt>{tResult(`dimensions.${key as 'curiosity'}`)}</dt>
            <dd>{tResult(`meaning.${key as 'curiosity'}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The average cross with the band of the middle half of the members; nothing below the minimum. */
export function GroupCrossFigure({ group, labels = false }: { group: Group; labels?: boolean }) {
  const { t } = useTranslation('group');
  if (!group.average || !group.spread) {
    return (
      <p className="group-cross__waiting">
        {t('cross.waiting', { minimum: GROUP_MINIMUM_MEMBERS })}
      </p>
    );
  }
  return (
    <figure className="group-cross">
      <CrossShape
        scores={groupScores(group.average)}
        band={spreadBand(group.spread)}
        showLabels={labels}
        className="group-cross__shape"
      />
      <figcaption className="cross-legend">
        <span className="cross-legend__band" aria-hidden="true" />
        {t('cross.band')}
      </figcaption>
    </figure>
  );
}

/**
 * The group's cross on its page (issue: groups): from GROUP_MINIMUM_MEMBERS members on the average
 * cross, its values in numbers and what they mean; below, only that it appears from then on.
 * Never a member's own cross.
 */
export function GroupCross({ group }: { group: Group }) {
  const { t } = useTranslation('group');
  return (
    <section className="group-section" aria-labelledby="group-cross-title">
      <h2 id="group-cross-title">{t('cross.title')}</h2>
      <GroupCrossFigure group={group} />
      {group.average && (
        <>
          <p className="group-cross__lead">{t('cross.lead', { count: group.members })}</p>
          <p className="group-cross__bands">{t('cross.bands')}</p>
          {group.versions.length > 1 && (
            <p className="group-cross__versions">
              {t('cross.versions', {
                versions: group.versions.join(', '),
                version: group.versions.at(-1) ?? '',
              })}
            </p>
          )}
          <GroupValuesTable group={group} className="score-table--ranges score-table--dense" />
          <ValueMeanings />
        </>
      )}
    </section>
  );
}

export { GroupValuesTable };
