import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { handedOverSecret } from '@/domain/results/result-handoff';

/** A result handed over by a link while this browser holds another one of its own. */
export interface HandOverOffer {
  /** The result this browser holds now. */
  ownCode: string;
  /** Makes the handed-over result this visitor's own, in place of theirs. */
  accept: () => void;
  /** Keeps the visitor's own result; the link's result is only shown. */
  decline: () => void;
}

/** What a hand-over link carries, kept in the history entry while the visitor decides. */
interface HandOver {
  code: string;
  secret: string;
  group: string | null;
  /** The result the browser held when the link was opened. */
  ownCode: string;
}

type EntryState = { handOver?: HandOver } | null;

function takeOver({ code, secret, group }: Omit<HandOver, 'ownCode'>): void {
  updateSurvey((state) => ({
    ...state,
    resultCode: code,
    resultSecret: secret,
    resultGroup: group,
    resultRefused: null,
  }));
}

/**
 * A result handed over from another browser (the kiosk's code, a partner's frame) with its
 * secret in the address's fragment becomes this visitor's own (to save it to an account, leave
 * its group); the fragment is then removed from the address. If this browser holds another
 * result of its own, nothing is replaced without asking: the offer is returned until answered.
 */
export function useHandedOverResult(code: string | null): HandOverOffer | null {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = location.state as EntryState;
  const settle = useCallback(
    (handOver?: HandOver) => {
      const { handOver: _answered, ...rest } = entry ?? {};
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: handOver ? { ...rest, handOver } : rest },
      );
    },
    [entry, location.pathname, location.search, navigate],
  );

  useEffect(() => {
    if (!code || !location.hash) return;
    const secret = handedOverSecret(location.hash);
    if (!secret) return;
    const group = new URLSearchParams(location.hash.slice(1)).get('group');
    const handOver = {
      code,
      secret,
      group: group && /^[0-9A-Za-z]{1,64}$/.test(group) ? group : null,
    };
    // Read, not subscribed to: the result page does not render again when the survey changes.
    const { resultCode } = getSurveyState();
    if (resultCode === null || resultCode === code) {
      takeOver(handOver);
      settle();
    } else {
      settle({ ...handOver, ownCode: resultCode });
    }
  }, [code, location.hash, settle]);

  const pending = entry?.handOver;
  if (!pending || pending.code !== code) return null;
  return {
    ownCode: pending.ownCode,
    accept: () => {
      takeOver(pending);
      settle();
    },
    decline: () => settle(),
  };
}
