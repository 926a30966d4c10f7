import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocation, useParams } from 'react-router';
import { QrCode } from '../../components/ui/QrCode';
import { useSurveyState } from '../../state/survey-store';
import { resultHandoffUrl } from '../../lib/result-handoff';
import {
  historyIndex,
  kioskSession,
  resetForNextPerson,
  saveKioskSession,
  type KioskSession,
} from './kiosk-session';

/** How long a kiosk waits without a touch before it starts again for the next person. */
export const KIOSK_IDLE_MS = 90_000;

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

/**
 * The kiosk session of this tab: started by a group page with ?kiosk=1; on its start page it
 * learns again where that page is in the history (a reset reloads it).
 */
function useKioskSession(): KioskSession | null {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const session = useMemo(() => {
    const running = kioskSession();
    const starting =
      /\/group\/[0-9A-Za-z]+$/.test(location.pathname) && /[?&]kiosk=1\b/.test(location.search);
    if (starting || running?.start === here) return { start: here, startIndex: historyIndex() };
    return running;
  }, [here, location.pathname, location.search]);
  useEffect(() => {
    if (session) saveKioskSession(session);
  }, [session]);
  return session;
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
  const session = useKioskSession();
  const survey = useSurveyState();
  const [resetting, setResetting] = useState(false);

  const atStart = session !== null && `${location.pathname}${location.search}` === session.start;
  const visitorPresent = !atStart || survey.resultCode !== null;

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

  if (!session) return null;
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
      {handoff && (
        <div className="kiosk__handoff">
          <QrCode text={handoff} label={t('kiosk.qrLabel')} />
          <p>{t('kiosk.takeHome')}</p>
          <p className="kiosk__idle">{t('kiosk.idle')}</p>
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
