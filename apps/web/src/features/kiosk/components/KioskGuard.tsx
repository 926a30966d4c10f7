import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isLocale, SECOND_MS } from '@values-cross/core';
import { getAuth } from '@/lib/auth-session';
import { adminSecretInFragment, useAdminSecret } from '@/domain/groups/group-admin-secret';
import { QrCode } from '@/components/ui/QrCode';
import { usePageTexts } from '@/lib/use-page-texts';
import { useSurveyState } from '@/state/survey-store';
import { useQueuedCount } from '@/state/result-outbox';
import { resultHandoffUrl } from '@/domain/results/result-handoff';
import { fetchGroup } from '@/domain/groups/groups-api';
import {
  historyIndex,
  kioskSession,
  resetForNextPerson,
  saveKioskSession,
  type KioskSession,
} from '../kiosk-session';
import '@/components/ui/hand-over.css';
import '@/components/ui/notice.css';
import '../kiosk.css';

/** How long a kiosk waits without a touch before it starts again for the next person. */
export const KIOSK_IDLE_MS = 90 * SECOND_MS;

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

/**
 * Who may turn this tab into a kiosk, which erases whatever the browser holds: the group's admin
 * (its secret is in this browser) at once; on a device holding nobody's answers, result or login,
 * anyone who confirms; nobody else.
 */
export type KioskStartRight = 'admin' | 'confirm' | 'refused';

export function kioskStartRight(admin: boolean, holdsSomeone: boolean): KioskStartRight {
  if (admin) return 'admin';
  return holdsSomeone ? 'refused' : 'confirm';
}

/**
 * The kiosk session of this tab: started by a group page with ?kiosk=1 when `kioskStartRight`
 * allows it; on its start page it learns again where that page is in the history (a reset
 * reloads it). Without the right yet, the session is null and the right says what to ask.
 */
function useKioskSession(confirmed: boolean): {
  session: KioskSession | null;
  right: KioskStartRight | null;
} {
  const location = useLocation();
  const survey = useSurveyState();
  const here = `${location.pathname}${location.search}`;
  const group = /\/group\/([0-9A-Za-z]+)$/.exec(location.pathname)?.[1] ?? '';
  const admin = useAdminSecret(group) !== null || adminSecretInFragment(location.hash) !== null;
  const holdsSomeone =
    survey.resultCode !== null ||
    Object.keys(survey.answeredQuestions).length > 0 ||
    getAuth() !== null;
  const outcome = useMemo(() => {
    const running = kioskSession();
    if (running?.start === here) return { session: { ...running, startIndex: historyIndex() } };
    const starting = group !== '' && /[?&]kiosk=1\b/.test(location.search);
    if (!starting) return { session: running, right: null };
    const right = kioskStartRight(admin, holdsSomeone);
    const allowed = right === 'admin' || (right === 'confirm' && confirmed);
    return allowed
      ? { session: { start: here, startIndex: historyIndex() }, right }
      : { session: null, right };
  }, [here, group, location.search, admin, holdsSomeone, confirmed]);
  useEffect(() => {
    if (outcome.session) saveKioskSession(outcome.session);
  }, [outcome.session]);
  return { session: outcome.session, right: outcome.right ?? null };
}

/** Asks before a tab becomes a kiosk, or says why it cannot; "not a kiosk" drops ?kiosk=1. */
function KioskStartQuestion({ right, onStart }: { right: KioskStartRight; onStart: () => void }) {
  const { t } = useTranslation('group');
  const location = useLocation();
  const navigate = useNavigate();
  const withoutKiosk = () => {
    const search = new URLSearchParams(location.search);
    search.delete('kiosk');
    const query = search.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '' },
      { replace: true },
    );
  };
  return (
    <aside className="notice kiosk-start" aria-labelledby="kiosk-start-text">
      <p id="kiosk-start-text">
        {t(right === 'confirm' ? 'kiosk.confirmStart' : 'kiosk.refused', {
          seconds: KIOSK_IDLE_MS / SECOND_MS,
        })}
      </p>
      <div className="hand-over__choices">
        {right === 'confirm' && (
          <button type="button" className="button button--primary" onClick={onStart}>
            {t('kiosk.start')}
          </button>
        )}
        <button type="button" className="button" onClick={withoutKiosk}>
          {t('kiosk.notKiosk')}
        </button>
      </div>
    </aside>
  );
}

/**
 * Kiosk mode for a shared tablet at an event: a "next person" button on every page, the start
 * again after KIOSK_IDLE_MS without a touch, and on the visitor's result a code to take the
 * result home on their own phone. Starting again leaves nothing of the visitor on the device.
 */
export function KioskGuard() {
  const { t } = useTranslation('group');
  const { lang = 'de' } = useParams();
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const { session, right } = useKioskSession(confirmed);
  const survey = useSurveyState();
  const waiting = useQueuedCount();
  const [resetting, setResetting] = useState(false);
  // Its texts are a page namespace: a kiosk tab reloaded on the result page has not loaded them.
  const textsReady = usePageTexts(isLocale(lang) ? lang : 'de', ['group']);

  const atStart = session !== null && `${location.pathname}${location.search}` === session.start;
  const visitorPresent = !atStart || survey.resultCode !== null;

  // The group is kept on the device for its start page to open with no network (decision 0059):
  // asked for once the kiosk runs, the service worker keeps the answer.
  const group = /\/group\/([0-9A-Za-z]+)/.exec(session?.start ?? '')?.[1];
  // Earlier visitors' results that wait are sent from the kiosk's every page (decision 0059).
  useEffect(() => {
    if (waiting > 0)
      void import('@/state/result-sender').then((sender) => sender.keepSendingResults());
  }, [waiting]);
  useEffect(() => {
    if (!group) return;
    const keep = () => void fetchGroup(group).catch(() => undefined);
    keep();
    // Again once the worker controls the page (on the kiosk's first start): it keeps what it sees.
    navigator.serviceWorker?.addEventListener('controllerchange', keep);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', keep);
  }, [group]);

  useEffect(() => {
    if (!session || !visitorPresent) return;
    let timer = setTimeout(() => void resetForNextPerson(session), KIOSK_IDLE_MS);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void resetForNextPerson(session), KIOSK_IDLE_MS);
    };
    ACTIVITY.forEach((event) => window.addEventListener(event, touched, { passive: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((event) => window.removeEventListener(event, touched));
    };
  }, [session, visitorPresent]);

  if (!textsReady) return null;
  if (!session) {
    return right && right !== 'admin' ? (
      <KioskStartQuestion right={right} onStart={() => setConfirmed(true)} />
    ) : null;
  }
  const code = new URLSearchParams(location.search).get('id');
  const ownResult =
    location.pathname.endsWith('/result') && code !== null && code === survey.resultCode;
  const handoff =
    ownResult &&
    resultHandoffUrl({
      origin: window.location.origin,
      locale: lang,
      code,
      secret: survey.resultSecret,
      group: survey.resultGroup,
    });

  return (
    <aside className="kiosk" aria-label={t('kiosk.label')}>
      {/* For the operator: results made while the network was away, sent when it returns. */}
      {waiting > 0 && (
        <p className="kiosk__waiting" role="status">
          {t('kiosk.waiting', { count: waiting })}
        </p>
      )}
      {handoff && (
        <div className="kiosk__handoff">
          <QrCode text={handoff} label={t('kiosk.qrLabel')} />
          <p>{t('kiosk.takeHome')}</p>
          <p className="kiosk__idle">{t('kiosk.idle', { seconds: KIOSK_IDLE_MS / SECOND_MS })}</p>
        </div>
      )}
      {visitorPresent && (
        <>
          <button
            type="button"
            className="button button--primary kiosk__next"
            disabled={resetting}
            onClick={() => {
              setResetting(true);
              void resetForNextPerson(session);
            }}
          >
            {t('kiosk.nextPerson')}
          </button>
        </>
      )}
    </aside>
  );
}

/** For React.lazy. */
export default KioskGuard;
