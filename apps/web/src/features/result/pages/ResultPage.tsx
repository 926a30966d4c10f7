import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { useHydrated } from '@/lib/use-hydrated';
import { scoresOf } from '@/domain/results/results-api';
import { useAverage } from '../components/AverageComparison';
import { useCrossAnimation } from '../components/use-cross-animation';
import { loadResult, useResult, type ResultLoad } from '../api/use-result';
import { usePageStatus } from '@/lib/page-status';
import { surveyPath, useEmbedded } from '@/lib/embedding';
import { useOwnership } from '../hooks/use-ownership';
import { measurementOf } from '../result-measurement';
import { VoiceContext } from '../voice';
import { ResultDetails } from '../components/ResultDetails';
import { getSurveyState } from '@/state/survey-store';
import '@/components/ui/notice.css';
import '../result.css';

// The loading bar shows only while a result is made or the network is away.
const LoadingBar = lazy(() =>
  import('@/components/ui/LoadingBar').then((module) => ({ default: module.LoadingBar })),
);
// Only a link that hands a result over (kiosk, partner frame) needs the hand-over.
const HandOver = lazy(() =>
  import('../components/HandOver').then((module) => ({ default: module.HandOver })),
);

function Status({
  load,
  locale,
  retryNow,
}: {
  load: ResultLoad;
  locale: Locale;
  retryNow: () => void;
}) {
  const { t } = useTranslation('result');
  const status = usePageStatus();
  const embedded = useEmbedded();
  if (load.status === 'not-found') status?.notFound();
  else status?.passing();
  if (load.status === 'computing') return <p role="status">{t('computing')}</p>;
  if (load.status === 'retrying') {
    return (
      <div className="notice" role="alert">
        <p>{t('offline')}</p>
        <button type="button" className="button" onClick={retryNow}>
          {t('retry')}
        </button>
      </div>
    );
  }
  // Every question passed: no result can be made of nothing, the way back is to the questions.
  const allPassed = load.status === 'no-answers' && getSurveyState().passedQuestions.length > 0;
  return (
    <div className="notice" role="alert">
      {load.status === 'not-found' && <p>{t('notFound')}</p>}
      {allPassed && <p>{t('allPassed')}</p>}
      <Link
        className="button button--primary"
        to={surveyPath(locale, allPassed ? '/question/1' : '/chapter/1', embedded)}
      >
        {allPassed ? t('backToQuestions') : t('startSurvey')}
      </Link>
    </div>
  );
}

export const loader = loadResult;

/**
 * /result (product.md §2 and 4): creates or loads the result and shows the cross and profile. The cross
 * animates when the result is computed on this page (the visitor's own survey); a result that
 * is there when the page opens (a shared link, rendered by the server) shows at once.
 */
export function Component() {
  const { t } = useTranslation('result');
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const { load, loaded, retryNow } = useResult(locale);
  const [params] = useSearchParams();
  const location = useLocation();
  const handingOver =
    location.hash !== '' || Boolean((location.state as { handOver?: unknown } | null)?.handOver);
  const path = useRef<SVGPathElement>(null);
  const ready = load.status === 'ready' ? load.answerSet : null;
  const [animate] = useState(() => ready === null);
  const finalScores = useMemo(() => (ready ? scoresOf(ready) : null), [ready]);
  useCrossAnimation(path, finalScores, { animate });
  const loadedResult = loaded && 'answerSet' in loaded ? loaded : null;
  const average = useAverage(
    ready?.questionnaireVersion ?? null,
    loadedResult && {
      version: loadedResult.answerSet.questionnaireVersion,
      average: loadedResult.average,
    },
  );
  const measurement = useMemo(
    () => (ready && finalScores ? measurementOf(ready, finalScores) : null),
    [ready, finalScores],
  );
  const [averageShown, setAverageShown] = useState(false);
  // Someone else's result (a shared link) is not "your" cross; the server cannot know whose it
  // is, the browser can: one it made, or one the logged-in account owns (decision 0045).
  const ownership = useOwnership(ready);
  const hydrated = useHydrated();
  const yours = animate || (hydrated && ownership.own !== null);
  return (
    <VoiceContext value={yours ? 'own' : 'visitor'}>
      {(load.status === 'computing' || load.status === 'retrying') && (
        <Suspense fallback={null}>
          <LoadingBar active />
        </Suspense>
      )}
      {/* The server cannot know whose result it is: its title may change once the page works.
          The heading's box fits the other title too from the first paint (result.css), so the
          cross below does not move. */}
      <h1 className="result__title" data-other-title={yours ? t('titleShared') : t('title')}>
        <span>{yours ? t('title') : t('titleShared')}</span>
      </h1>
      {/* The address's fragment exists in the browser only: after hydration. */}
      {hydrated && handingOver && (
        <Suspense fallback={null}>
          <HandOver code={params.get('id')} />
        </Suspense>
      )}
      {/* A shared link's cross is final in the server's markup: it hydrates in a step of its
          own (the animation draws through the ref, which is there once the cross is). */}
      <div className="result__figure">
        <HydrateLater>
          <div className="result__cross">
            <CrossShape
              ref={path}
              scores={animate ? null : (measurement?.drawn ?? null)}
              settled={!animate && measurement !== null}
              showLabels
              unmeasured={measurement?.unmeasured}
              overlay={averageShown ? (average?.scores ?? null) : null}
              band={measurement?.band ?? null}
            />
          </div>
        </HydrateLater>
        <p className="cross-legend">
          <span className="cross-legend__reference" aria-hidden="true" />
          {t('understand.reference')}
          {measurement && (
            <>
              <br />
              <span className="cross-legend__band" aria-hidden="true" />
              {t('understand.band')}
            </>
          )}
          {measurement && measurement.unmeasured.length > 0 && (
            <>
              <br />
              {t('understand.unmeasuredLegend')}
            </>
          )}
        </p>
      </div>
      {ready && finalScores && measurement ? (
        <ResultDetails
          answerSet={ready}
          scores={finalScores}
          measurement={measurement}
          ownership={ownership}
          locale={locale}
          average={average}
          averageShown={averageShown}
          onToggleAverage={() => setAverageShown((shown) => !shown)}
        />
      ) : (
        // Holds the place of the details, so nothing below jumps when the result arrives.
        <div className="result__pending">
          <Status load={load} locale={locale} retryNow={retryNow} />
        </div>
      )}
    </VoiceContext>
  );
}
