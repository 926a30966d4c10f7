import { lazy, Suspense, useState } from 'react';
import { Trans, useTranslation } from '@/lib/translation';
import type { Locale } from '@values-cross/core';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { WhenNear } from '@/components/ui/WhenNear';
import { PrintSheet } from '@/components/ui/Printing';
import { LazyShareDialog } from '@/components/ui/LazyShareDialog';
import { useHydrated } from '@/lib/use-hydrated';
import { useEmbedded } from '@/lib/embedding';
import type { AnswerSet, Explanation, ShownAverage } from '@/domain/results/results-api';
import type { Ownership } from '../hooks/use-ownership';
import type { ResultMeasurement } from '../result-measurement';
import { AverageToggle } from './AverageComparison';
import { EmbeddedResultLink } from './EmbeddedResultLink';
import { ProfileText } from './ProfileText';
import { ResultActions } from './ResultActions';
import { ScoreTable } from './ScoreTable';
import { ShortResultNote } from './ShortResultNote';
import { MadeOn } from './MadeOn';

// Groups and the standing load in the browser when the person comes near them: the result page
// itself does not carry them.
const ResultGroup = lazy(() =>
  import('./ResultGroup').then((module) => ({ default: module.ResultGroup })),
);
// Why each value is where it is: its code and data come when the person comes near it (the arms
// open with the page's scripts only).
const ResultArms = lazy(() =>
  import('./ResultArms').then((module) => ({ default: module.ResultArms })),
);
// Said only of a result the device scored while the server could not be reached.
const UnsentNotice = lazy(() =>
  import('./UnsentNotice').then((module) => ({ default: module.UnsentNotice })),
);
// The explanation opens on request only.
const Explanation = lazy(() =>
  import('./Explanation').then((module) => ({ default: module.Explanation })),
);
// Someone else's result shows the way to a group's cross once the page works.
const GroupInvitation = lazy(() =>
  import('./GroupInvitation').then((module) => ({
    default: module.GroupInvitation,
  })),
);
const ResultStanding = lazy(() =>
  import('./standing/ResultStanding').then((module) => ({
    default: module.ResultStanding,
  })),
);

export interface ResultDetailsProps {
  answerSet: AnswerSet;
  scores: number[];
  measurement: ResultMeasurement;
  ownership: Ownership;
  locale: Locale;
  /** The average of the result's version: null while too few took part, undefined: not loaded. */
  average: ShownAverage;
  /** Why each value is where it is, as the route's loader reads it (none where it did not). */
  explanation: Promise<Explanation | null> | undefined;
  averageShown: boolean;
  onToggleAverage: () => void;
}

/**
 * Everything the result page says of a result below its cross: code, version, how it was measured,
 * the profile, where the person stands, the values in figures, the arms explained, the actions,
 * groups and the explanation (product.md §2).
 */
export function ResultDetails({
  answerSet,
  scores,
  measurement,
  ownership,
  locale,
  average,
  explanation,
  averageShown,
  onToggleAverage,
}: ResultDetailsProps) {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  // Scored on the device, not sent yet: no code, and nothing that needs one (decision 0059).
  const unsent = !answerSet.code;
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
      {unsent ? (
        <Suspense fallback={null}>
          <UnsentNotice />
        </Suspense>
      ) : (
        <p className="result__code">
          <Trans
            t={t}
            i18nKey="code"
            values={{ code: answerSet.code }}
            components={{ code: <code className="result-code" translate="no" /> }}
          />
        </p>
      )}
      <p className="result__version">
        {t(answerSet.longVersionAttempted ? 'version.long' : 'version.short', {
          version: answerSet.questionnaireVersion,
        })}
      </p>
      {/* The date is the owner's, known once the page works: its line is there from the first
          paint (empty for a visitor), so nothing below moves when it fills. */}
      <MadeOn made={hydrated && own ? answerSet.createdAt : null} />
      {measurement.passed > 0 && (
        <p className="result__passed">
          {tp(visitor ? 'visitor.passed' : 'passed', {
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
        <p className="result__unmeasured-note">{tp('unmeasuredNote')}</p>
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
      {hydrated && (
        <WhenNear>
          <ResultArms answerSet={answerSet} explanation={explanation} locale={locale} />
        </WhenNear>
      )}
      {unsent ? null : embedded ? (
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
                version={answerSet.questionnaireVersion}
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
