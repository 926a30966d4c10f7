import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { updateSurvey } from '../../state/survey-store';
import { handedOverSecret } from '../../lib/result-handoff';

/**
 * A result handed over from another browser (the kiosk's code, a partner's frame) with its
 * secret in the address's fragment becomes this visitor's own (to save it to an account, leave
 * its group); the fragment is then removed from the address.
 */
export function useHandedOverResult(code: string | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!code || !location.hash) return;
    const secret = handedOverSecret(location.hash);
    if (!secret) return;
    const group = new URLSearchParams(location.hash.slice(1)).get('group');
    updateSurvey((state) => ({
      ...state,
      resultCode: code,
      resultSecret: secret,
      resultGroup: group && /^[0-9A-Za-z]{1,64}$/.test(group) ? group : null,
    }));
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state as unknown },
    );
  }, [code, location, navigate]);
}
