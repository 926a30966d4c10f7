import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useParams,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from 'react-router';
import { isLocale, SECOND_MS, type Locale } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { useHydrated } from '@/lib/use-hydrated';
import { scoresOf } from '@/domain/results/results-api';
import { useCrossAnimation } from '../components/use-cross-animation';
import { loadResult, makeResult, waitsForServer, type ResultData } from '../api/result-route';
import { useResult } from '../api/read-in-browser';
import { usePageStatus } from '@/lib/page-status';
import { surveyPath, useEmbedded } from '@/lib/embedding';
import { useOwnership } from '../hooks/use-ownership';
import { measurementOf } from '../result-measurement';
import { VoiceContext } from '../voice';
import { ResultDetails } from '../components/ResultDetails';
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

/** How often the page looks again while its result waits for the server. */
const LOOK_AGAIN_MS = 5 * SECOND_MS;

/** What the page shows in place of a result it does not have (yet). */
type Missing = Exclude<ResultData, { status: 'shown' | 'unsent' }>;

function Status({ data, locale, code }: { data: Missing; locale: Locale; code: string | null }) {
  const { t } = useTranslation('result');
  const status = usePageStatus();
  const embedded = useEmbedded();
  const { revalidate } = useRevalidator();
  if (data.status === 'not-found') status?.notFound();
  else status?.passing();
  if (data.status === 'on-device' || data.status === 'unmade') {
    return <p role="status">{t('computing')}</p>;
  }
  if (data.status === 'retrying') {
    // A result by its code is looked for again; the visitor's own is sent again by the action.
    return (
      <div className="notice" role="alert">
        <p>{t('offline')}</p>
        {code ? (
          <button type="button" className="button" onClick={() => void revalidate()}>
            {t('retry')}
          </button>
        ) : (
          <Form method="post">
            <button type="submit" className="button">
              {t('retry')}
            </button>
          </Form>
        )}
      </div>
    );
  }
  // Every question passed: no result can be made of nothing, the way back is to the questions.
  const allPassed = data.status === 'no-answers' && data.allPassed;
  return (
    <div className="notice" role="alert">
      {data.status === 'not-found' && <p>{t('notFound')}</p>}
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

/**
 * Looks again while the result waits for the server (every LOOK_AGAIN_MS and when the browser is
 * back online), and once the page works when the server rendered it without knowing the device's
 * answers: all through the route's loader. The visitor's own result waiting on the device is
 * sent first (stored once however often: decision 0058). Answers no result was made of yet (the
 * address opened directly) are made into one by the route's action, as the last question does.
 */
function useLookingAgain(data: ResultData, code: string | null): void {
  const { revalidate } = useRevalidator();
  const submit = useSubmit();
  const onDevice = data.status === 'on-device';
  const unmade = data.status === 'unmade';
  const waits = waitsForServer(data);
  useEffect(() => {
    if (onDevice) void revalidate();
    if (unmade) void submit(null, { method: 'post', replace: true });
    if (!waits) return;
    const again = () => {
      if (code) void revalidate();
      else {
        void import('@/state/result-sender')
          .then(({ sendWaitingResults }) => sendWaitingResults())
          .finally(() => void revalidate());
      }
    };
    const timer = setInterval(again, LOOK_AGAIN_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [onDevice, unmade, waits, revalidate, submit, code]);
}

export const loader = loadResult;
export const action = makeResult;

/**
 * /result (product.md §2 and 4): shows the result the route loaded, the cross and profile. The
 * cross builds itself the first time a result made on this page shows (the visitor's own
 * survey); a result that is there when the page opens (a shared link, rendered by the server)
 * shows at once.
 */
export function Component() {
  const { t } = useTranslation('result');
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const loaded = useLoaderData<ResultData>();
  const refused = useActionData<typeof action>();
  // Answers the server refused for good make no result: the way back is to the survey. Where the
  // server read the result, the browser reads it again when a part needs what only it can read.
  const data = useResult(refused ? { status: 'no-answers', allPassed: false } : loaded);
  const [params] = useSearchParams();
  useLookingAgain(data, params.get('id'));
  const location = useLocation();
  const handingOver =
    location.hash !== '' || Boolean((location.state as { handOver?: unknown } | null)?.handOver);
  const path = useRef<SVGPathElement>(null);
  const ready = data.status === 'shown' || data.status === 'unsent' ? data.answerSet : null;
  const [animate] = useState(
    () => (data.status === 'shown' || data.status === 'unsent') && data.made,
  );
  const finalScores = useMemo(() => (ready ? scoresOf(ready) : null), [ready]);
  useCrossAnimation(path, finalScores, { animate });
  const average = data.status === 'shown' || data.status === 'unsent' ? data.average : null;
  const measurement = useMemo(
    () => (ready && finalScores ? measurementOf(ready, finalScores) : null),
    [ready, finalScores],
  );
  const [averageShown, setAverageShown] = useState(false);
  // Someone else's result (a shared link) is not "your" cross; the server cannot know whose it
  // is, the browser can: one it made, or one the logged-in account owns (decision 0045).
  const ownership = useOwnership(
    ready ? { answerSet: ready, readAs: data.status === 'shown' ? data.readAs : null } : null,
  );
  const hydrated = useHydrated();
  const yours = animate || (hydrated && ownership.own !== null);
  return (
    <VoiceContext value={yours ? 'own' : 'visitor'}>
      {(data.status === 'on-device' || waitsForServer(data)) && (
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
          explanation={data.status === 'shown' ? data.explanation : undefined}
          averageShown={averageShown}
          onToggleAverage={() => setAverageShown((shown) => !shown)}
        />
      ) : (
        // Holds the place of the details, so nothing below jumps when the result arrives.
        <div className="result__pending">
          {data.status !== 'shown' && data.status !== 'unsent' && (
            <Status data={data} locale={locale} code={params.get('id')} />
          )}
        </div>
      )}
    </VoiceContext>
  );
}
