import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CrossShape } from '../../../components/ui/CrossShape';
import { fetchAnswerSet, fetchAverage, scoresOf } from '../../../lib/results-api';
import { useAuth } from '../../../lib/auth-session';
import { useSurveyState } from '../../../state/survey-store';
import { DifferenceTable } from '../components/DifferenceTable';
import { fetchGalleryPerson, type GalleryPerson } from '../api/gallery-api';
import { useGallery } from '../api/use-gallery';

const AVERAGE = 'average';

/** The visitor's own cross: the result in this browser, else the account's. */
function useOwnScores(): {
  scores: number[] | null;
  version: string | null;
  status: 'loading' | 'none' | 'ready';
} {
  const survey = useSurveyState();
  const auth = useAuth();
  const code = survey.resultCode ?? auth?.swissCross ?? null;
  const [loaded, setLoaded] = useState<{
    code: string;
    scores: number[];
    version: string;
    failed?: boolean;
  } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    fetchAnswerSet(code).then(
      (set) =>
        current && setLoaded({ code, scores: scoresOf(set), version: set.questionnaireVersion }),
      () => current && setLoaded({ code, scores: [], version: '', failed: true }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  if (!code) return { scores: null, version: null, status: 'none' };
  if (loaded?.code !== code) return { scores: null, version: null, status: 'loading' };
  // A result that cannot be read (gone, or offline) leaves the invitation to take the survey.
  if (loaded.failed) return { scores: null, version: null, status: 'none' };
  return { scores: loaded.scores, version: loaded.version, status: 'ready' };
}

/** A person named by `?with=` who is not among the gallery pages loaded so far. */
function useLinkedPerson(id: string, loaded: GalleryPerson[]): GalleryPerson | null {
  const [person, setPerson] = useState<GalleryPerson | null>(null);
  const missing = id !== '' && !loaded.some((p) => String(p.id) === id);
  useEffect(() => {
    if (!missing) return;
    let current = true;
    fetchGalleryPerson(id).then(
      (found) => current && setPerson(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, missing]);
  return person && String(person.id) === id ? person : null;
}

/** /compare (spec 2): the visitor's cross over a gallery person's or the average, with the differences. */
export function Component() {
  const { t } = useTranslation('community');
  const { lang } = useParams();
  const [params, setParams] = useSearchParams();
  const own = useOwnScores();
  const { people, hasMore, loadMore } = useGallery();
  const [average, setAverage] = useState<number[] | null>(null);
  const [search, setSearch] = useState('');
  const chosen = params.get('with') ?? '';

  useEffect(() => {
    if (!own.version) return;
    let current = true;
    void fetchAverage(own.version).then((found) => current && setAverage(found?.scores ?? null));
    return () => {
      current = false;
    };
  }, [own.version]);

  const linked = useLinkedPerson(chosen === AVERAGE ? '' : chosen, people);
  const other = useMemo(() => {
    if (chosen === AVERAGE)
      return average ? { name: t('compare.averageCross'), scores: average } : null;
    const person = people.find((p) => String(p.id) === chosen) ?? linked;
    return person
      ? { name: t('compare.theirs', { name: person.firstName }), scores: person.scores }
      : null;
  }, [chosen, average, people, linked, t]);

  if (own.status === 'none') {
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

  const shown = people.filter((p) =>
    p.firstName.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <>
      <h1>{t('compare.title')}</h1>
      <p>{t('compare.lead')}</p>
      <div className="compare__cross">
        <CrossShape scores={own.scores} overlay={other?.scores ?? null} />
        <ul className="average__legend">
          <li className="average__legend-yours">{t('compare.yours')}</li>
          {other && <li className="average__legend-average">{other.name}</li>}
        </ul>
      </div>
      {own.scores && other ? (
        <DifferenceTable mine={own.scores} theirs={other.scores} otherName={other.name} />
      ) : (
        <p>{t('compare.nobody')}</p>
      )}
      <fieldset className="compare__choices">
        <legend>{t('compare.choose')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="with"
            value={AVERAGE}
            checked={chosen === AVERAGE}
            disabled={!average}
            onChange={() => setParams({ with: AVERAGE })}
          />
          <span>{average ? t('compare.average') : t('compare.averageUnavailable')}</span>
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
        {hasMore && (
          <button type="button" className="button" onClick={loadMore}>
            {t('gallery.more')}
          </button>
        )}
      </fieldset>
    </>
  );
}
