import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Among, Locale } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { usePendingPart } from '@/components/ui/page-parts';
import type { OwnResult } from '@/domain/groups/groups-api';
import {
  fetchAbout,
  fetchOpenDataIndex,
  fetchStanding,
  type AboutResponse,
  type StandingResponse,
} from '@/domain/population/population-api';
import { useTranslation } from '@/lib/translation';
import { useOnline } from '@/lib/use-online';
import { usePageTexts } from '@/lib/use-page-texts';
import { AboutYou } from './AboutYou';
import { StandingShares } from './StandingShares';
import '@/components/ui/field.css';
import '../../standing.css';

const AMONG: readonly Among[] = ['all', 'canton', 'age'];

/** What the visitor told for their result: undefined while it loads. */
function useAbout({ code, secret }: OwnResult) {
  const [about, setAbout] = useState<AboutResponse | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchAbout({ code, secret }).then(
      (found) => current && setAbout(found),
      () => current && setAbout(null),
    );
    return () => {
      current = false;
    };
  }, [code, secret]);
  return [about, setAbout] as const;
}

/** Whether any open data is published (a link to it only then); false until known. */
function useOpenDataPublished() {
  const [published, setPublished] = useState(false);
  useEffect(() => {
    let current = true;
    fetchOpenDataIndex().then(
      (index) => current && setPublished(index.snapshots.length > 0),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return published;
}

/**
 * The standing among whom the visitor chose, loaded again when what they told changes, and when
 * the network comes back after it could not be loaded; figures shown stay while the network is
 * away.
 */
function useStanding(
  { code, secret }: OwnResult,
  among: Among,
  about: AboutResponse | null | undefined,
) {
  const [answer, setAnswer] = useState<{ key: string; standing: StandingResponse | null }>();
  const told = about ? `${about.canton}:${about.ageBand}` : '';
  const online = useOnline();
  const key = `${code}:${among}:${told}`;
  const settled = answer?.key === key;
  const failed = settled && !answer.standing;
  // Changes only when a failed load meets the network again: then it is tried again.
  const retry = failed ? online : true;
  useEffect(() => {
    let current = true;
    fetchStanding({ code, secret }, among).then(
      (standing) => current && setAnswer({ key, standing }),
      () => current && setAnswer({ key, standing: null }),
    );
    return () => {
      current = false;
    };
  }, [code, secret, among, key, retry]);
  return { standing: settled ? answer.standing : null, failed, offline: failed && !online };
}

interface SectionProps {
  own: OwnResult;
  scores: readonly number[];
  locale: Locale;
}

function StandingSection({ own, scores, locale }: SectionProps) {
  const { t } = useTranslation('population');
  const [about, setAbout] = useAbout(own);
  const [chosen, setChosen] = useState<Among>('all');
  const possible = (among: Among) =>
    among === 'all' || (among === 'canton' ? Boolean(about?.canton) : Boolean(about?.ageBand));
  const among = possible(chosen) ? chosen : 'all';
  const { standing, failed, offline } = useStanding(own, among, about);
  const published = useOpenDataPublished();
  // A print waits for what the person told and where they stand.
  usePendingPart(about === undefined || (!standing && !failed));
  return (
    <section className="standing" aria-labelledby="standing-title">
      <h2 id="standing-title">{t('standing.heading')}</h2>
      <fieldset className="standing__among no-print">
        <legend>{t('standing.among')}</legend>
        {AMONG.map((option) => (
          <label key={option} className="standing__choice">
            <input
              type="radio"
              name="standing-among"
              value={option}
              checked={among === option}
              disabled={!possible(option)}
              onChange={() => setChosen(option)}
            />
            {t(`standing.choices.${option}`)}
          </label>
        ))}
      </fieldset>
      {about !== undefined && !about?.canton && !about?.ageBand && (
        <p className="field__hint no-print">{t('standing.notTold')}</p>
      )}
      <div aria-live="polite">
        {standing && <StandingShares standing={standing} scores={scores} locale={locale} />}
        {/* Without a network it says so, and comes when the network does (decision 0059). */}
        {failed && <FormMessage error={t(offline ? 'standing.offline' : 'standing.failed')} />}
      </div>
      <p className="field__hint">
        {t('standing.counting')} {t('standing.method')}
        {published && (
          <>
            {' '}
            <Link to={`/${locale}/open-data`}>{t('standing.openData')}</Link>
          </>
        )}
      </p>
      {about !== undefined && (
        <AboutYou own={own} locale={locale} about={about} onChange={setAbout} />
      )}
    </section>
  );
}

/**
 * Where the visitor's own result stands among others (issue: where you stand), in the browser
 * only and after the result: among everyone, and, once they told it, their canton or age group.
 */
export function ResultStanding({
  own,
  scores,
  locale,
}: {
  /** The visitor's result, proven theirs by its secret or their login. */
  own: OwnResult;
  scores: readonly number[];
  locale: Locale;
}) {
  const ready = usePageTexts(locale, ['population']);
  usePendingPart(!ready);
  return ready ? <StandingSection own={own} scores={scores} locale={locale} /> : null;
}
