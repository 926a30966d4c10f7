import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { AVERAGE_MINIMUM } from '@values-cross/core';
import { Link, useLoaderData, useParams, useRevalidator, useSearchParams } from 'react-router';
import { CrossShape } from '@/components/ui/CrossShape';
import { useAuth } from '@/lib/auth-session';
import { useSurveyState } from '@/state/survey-store';
import { DifferenceTable } from '@/components/ui/DifferenceTable';
import {
  AVERAGE,
  keepComparisonWhileChoosing,
  loadComparison,
  type ComparisonData,
} from '../api/comparison-data';
import { useGallery } from '../api/use-gallery';
import '@/components/ui/average-legend.css';
import '@/components/ui/choice.css';
import '@/components/ui/field.css';
import '../community.css';

/** The loaded own cross while it is still the visitor's; a new result or login loads again. */
function useOwnScores({ ownCode, own }: ComparisonData): number[] | null | 'none' {
  const survey = useSurveyState();
  const auth = useAuth();
  const revalidator = useRevalidator();
  const code = survey.resultCode ?? auth?.swissCross ?? null;
  const stale = code !== ownCode;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);
  if (!code) return 'none';
  if (stale) return null;
  // A result that cannot be read (gone, or offline) leaves the invitation to take the survey.
  return own ? own.scores : 'none';
}

export const loader = loadComparison;
export const shouldRevalidate = keepComparisonWhileChoosing;

/** /compare (product.md §2): the visitor's cross over a gallery person's or the average, with the differences. */
export function Component() {
  const { t } = useTranslation('compare');
  const { lang } = useParams();
  const [params, setParams] = useSearchParams();
  const data = useLoaderData<typeof loader>();
  const { people, status, hasMore, loadMore } = useGallery(data.gallery);
  const { average, linked } = data;
  const [search, setSearch] = useState('');
  const chosen = params.get('with') ?? '';
  const ownScores = useOwnScores(data);
  const me = useAuth()?.id;

  const other = useMemo(() => {
    if (chosen === AVERAGE)
      return average ? { name: t('compare.averageCross'), scores: average } : null;
    const person =
      people.find((p) => String(p.id) === chosen) ??
      (linked && String(linked.id) === chosen ? linked : null);
    return person
      ? { name: t('compare.theirs', { name: person.firstName }), scores: person.scores }
      : null;
  }, [chosen, average, people, linked, t]);

  if (ownScores === 'none') {
    return (
      <>
        <h1>{t('compare.title')}</h1>
        <p>{t('compare.noResult')}</p>
        <Link className="button button--primary" to={`/${lang}/chapter/1`}>
          {t('compare.start')}
        </Link>
      </>
    );
  }

  // The logged-in visitor is not someone to compare with.
  const shown = people.filter(
    (p) => p.id !== me && p.firstName.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <>
      <h1>{t('compare.title')}</h1>
      <p>{t('compare.lead')}</p>
      <div className="compare__cross">
        <CrossShape scores={ownScores} overlay={other?.scores ?? null} showLabels />
        <ul className="average__legend">
          <li className="average__legend-yours">{t('compare.yours')}</li>
          {other && <li className="average__legend-average">{other.name}</li>}
        </ul>
      </div>
      {ownScores && other ? (
        <DifferenceTable
          mine={ownScores}
          theirs={other.scores}
          otherName={other.name}
          ranges={data.ownRanges}
        />
      ) : (
        <p>{t('compare.nobody')}</p>
      )}
      {ownScores && other && data.ownRanges && (
        <p className="compare__range-note">{t('compare.rangeNote')}</p>
      )}
      <fieldset className="compare__choices">
        <legend>{t('compare.choose')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="with"
            value={AVERAGE}
            checked={chosen === AVERAGE && Boolean(average)}
            disabled={!average}
            onChange={() => setParams({ with: AVERAGE })}
          />
          <span>
            {average
              ? t('compare.average')
              : t('compare.averageUnavailable', { minimum: AVERAGE_MINIMUM })}
          </span>
        </label>
        <label className="field" htmlFor="compare-search">
          {t('compare.search')}
        </label>
        <input
          id="compare-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {shown.map((person) => (
          <label key={person.id} className="choice">
            <input
              type="radio"
              name="with"
              value={person.id}
              checked={chosen === String(person.id)}
              onChange={() => setParams({ with: String(person.id) })}
            />
            <span>
              {person.firstName} {person.lastInitial}.
            </span>
          </label>
        ))}
        {status === 'loading' && <p role="status">{t('gallery.loading')}</p>}
        {status === 'error' && <p role="alert">{t('gallery.error')}</p>}
        {hasMore && status !== 'loading' && (
          <button type="button" className="button" onClick={loadMore}>
            {t('gallery.more')}
          </button>
        )}
      </fieldset>
    </>
  );
}
