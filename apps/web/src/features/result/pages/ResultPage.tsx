import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { WhenNear } from '@/components/ui/WhenNear';
import { LoadingBar } from '@/components/ui/LoadingBar';
import { PrintSheet } from '@/components/ui/Printing';
import { LazyShareDialog } from '@/components/ui/LazyShareDialog';
import { useHydrated } from '@/lib/use-hydrated';
import {
  scoresOf,
  type AnswerSet,
  type Explanation as ResultExplanation,
} from '@/domain/results/results-api';
import { ArmExplanations } from '../components/ArmExplanations';
import { AverageToggle, useAverage } from '../components/AverageComparison';
import { ProfileText } from '../components/ProfileText';
import { ResultActions } from '../components/ResultActions';
import { ScoreTable } from '../components/ScoreTable';
import { ShortResultNote } from '../components/ShortResultNote';
import { useCrossAnimation } from '../components/use-cross-animation';
import { useExplanation } from '../api/use-explanation';
import { loadResult, useResult, type ResultLoad } from '../api/use-result';
import { usePageStatus } from '@/lib/page-status';
import { surveyPath, useEmbedded } from '@/lib/embedding';
import { EmbeddedResultLink } from '../components/EmbeddedResultLink';
import { useOwnership, type Ownership } from '../hooks/use-ownership';
import { measurementOf, type ResultMeasurement } from '../result-measurement';
import { VoiceContext } from '../voice';
import { MadeOn } from '../components/MadeOn';
import '@/components/ui/notice.css';
import '../result.css';

// Groups and the standing load in the browser when the person comes near them: the result page
// itself does not carry them.
const ResultGroup = lazy(() =>
  import('../components/ResultGroup').then((module) => ({ default: module.ResultGroup })),
);
// The explanation opens on request only.
const Explanation = lazy(() =>
  import('../components/Explanation').then((module) => ({ default: module.Explanation })),
);
// Someone else's result shows the way to a group's cross once the page works.
const GroupInvitation = lazy(() =>
  import('../components/GroupInvitation').then((module) => ({
    default: module.GroupInvitation,
  })),
);
// Only a link that hands a result over (kiosk, partner frame) needs the hand-over.
const HandOver = lazy(() =>
  import('../components/HandOver').then((module) => ({ default: module.HandOver })),
);
const ResultStanding = lazy(() =>
  import('../components/standing/ResultStanding').then((module) => ({
    default: module.ResultStanding,
  })),
);

interface ResultDetailsProps {
  answerSet: AnswerSet;
  explanation: ResultExplanation | null;
  scores: number[];
  measurement: ResultMeasurement;
  ownership: Ownership;
  locale: Locale;
  average: { results: number; scores: number[] } | null;
  averageShown: boolean;
  onToggleAverage: () => void;
}

function ResultDetails({
  answerSet,
  explanation,
  scores,
  measurement,
  ownership,
  locale,
  average,
  averageShown,
  onToggleAverage,
}: ResultDetailsProps) {
  const { t } = useTranslation('result');
  const [explanationOpen, setExplanationOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const hydrated = useHydrated();
  // Any result of the visitor's (this browser's or their account's) keeps every owner part; groups
  // belong to the current one and the long version to the answers this browser holds.
  const { own, current, ofTheseAnswers } = ownership;
  const visitor = !(hydrated && own);
  const embedded = useEmbedded();
  const url = shareOpen ? `${window.location.origin}/${locale}/result?id=${answerSet.code}` : '';
  return (
    <>
      <p className="result__code">
        <Trans
          t={t}
          i18nKey="code"
          values={{ code: answerSet.code }}
          components={{ code: <code className="result-code" translate="no" /> }}
        />
      </p>
      <p className="result__version">
        {t(answerSet.longVersionAttempted ? 'version.long' : 'version.short', {
          version: answerSet.questionnaireVersion,
        })}
      </p>
      {hydrated && own && (
        <HydrateLater>
          <MadeOn made={answerSet.createdAt} />
        </HydrateLater>
      )}
      {measurement.passed > 0 && (
        <p className="result__passed">
          {t(visitor ? 'visitor.passed' : 'passed', {
            count: measurement.passed,
            asked: measurement.asked,
          })}
        </p>
      )}
      {!answerSet.longVersionAttempted && (
        <ShortResultNote
          version={answerSet.questionnaireVersion}
          locale={locale}
          canContinue={hydrated && ofTheseAnswers && !embedded}
        />
      )}
      <AverageToggle
        average={average}
        shown={averageShown}
        onToggle={onToggleAverage}
        compared={hydrated && own !== null && !embedded}
      />
      {/* The longest parts of the page are taken over each in a task of its own. */}
      <HydrateLater>
        <ProfileText
          scores={scores}
          measured={measurement.measured}
          longVersionStarted={answerSet.longVersionAttempted}
        />
      </HydrateLater>
      {measurement.unmeasured.length > 0 && (
        <p className="result__unmeasured-note">{t('unmeasuredNote')}</p>
      )}
      {hydrated && own && !embedded && (
        // Directly below the profile: where the person stands is part of their result. Its code
        // and data come when the person scrolls near it (or prints the page).
        <WhenNear>
          <ResultStanding own={own} scores={scores} locale={locale} />
        </WhenNear>
      )}
      <HydrateLater>
        <ScoreTable
          scores={scores}
          measured={measurement.measured}
          average={averageShown ? average?.scores : null}
          ranges={measurement.ranges}
        />
      </HydrateLater>
      {explanation && (
        <HydrateLater>
          <ArmExplanations explanation={explanation} id="result-arms" />
        </HydrateLater>
      )}
      {embedded ? (
        // In a partner's frame the rest of the product opens in a tab of its own.
        <EmbeddedResultLink code={answerSet.code} locale={locale} />
      ) : (
        <>
          <HydrateLater>
            <ResultActions
              code={answerSet.code}
              own={hydrated && own !== null}
              locale={locale}
              explanationId="result-explanation"
              explanationOpen={explanationOpen}
              onToggleExplanation={() => setExplanationOpen((open) => !open)}
              onShare={() => setShareOpen(true)}
            />
          </HydrateLater>
          {/* Groups, at the page's end, come when the person scrolls near them. */}
          {hydrated && !current && (
            <WhenNear>
              <GroupInvitation locale={locale} />
            </WhenNear>
          )}
          {hydrated && current && (
            <WhenNear>
              <ResultGroup
                own={current}
                inBrowser={ofTheseAnswers}
                scores={scores}
                ranges={measurement.ranges}
                locale={locale}
              />
            </WhenNear>
          )}
          <LazyShareDialog
            url={url}
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            voice={visitor ? 'visitor' : 'own'}
          />
          <PrintSheet path={`/${locale}/result?id=${answerSet.code}`} made={answerSet.createdAt} />
        </>
      )}
      {explanationOpen && (
        <Suspense fallback={null}>
          <Explanation id="result-explanation" scores={measurement.drawn} />
        </Suspense>
      )}
    </>
  );
}

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
  return (
    <div className="notice" role="alert">
      {load.status === 'not-found' && <p>{t('notFound')}</p>}
      <Link className="button button--primary" to={surveyPath(locale, '/chapter/1', embedded)}>
        {t('startSurvey')}
      </Link>
    </div>
  );
}

export const loader = loadResult;

/**
 * /result (spec 2 and 4): creates or loads the result and shows the cross and profile. The cross
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
  const explanation = useExplanation(ready?.code ?? null, locale, loadedResult);
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
      <LoadingBar active={load.status === 'computing' || load.status === 'retrying'} />
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
      <HydrateLater>
        <div className="result__cross">
          <CrossShape
            ref={path}
            scores={animate ? null : (measurement?.drawn ?? null)}
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
      {ready && finalScores && measurement ? (
        <ResultDetails
          answerSet={ready}
          explanation={explanation}
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
