import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { CrossKey } from '@/components/ui/CrossKey';
import { CrossShape } from '@/components/ui/CrossShape';
import { useAuth } from '@/lib/auth-session';
import { useTranslation } from '@/lib/translation';
import { restartSurvey } from '@/state/survey-state';
import { updateSurvey, useSurveyState } from '@/state/survey-store';
import { useLocalePath } from '@/lib/use-locale-path';
import { ChangeView } from '../components/ChangeView';
import { historyReader, type HistoryEntry } from '../api/history-data';
import { COMPARE_PARAM, forgetHistory, loadHistory, type HistoryData } from '../api/history-route';
import '../history.css';

export const loader = loadHistory;

const NONE: readonly string[] = [];

/**
 * The results chosen for comparing: as the route loaded them, and a new choice at once while the
 * route reads it (a box ticked answers the tick, not the network).
 */
function useChoice(loaded: readonly string[]) {
  const [choice, setChoice] = useState({ loaded, value: loaded });
  // A new load (this choice read, or a change elsewhere) is the choice from now on.
  if (choice.loaded !== loaded) setChoice({ loaded, value: loaded });
  const value = choice.loaded === loaded ? choice.value : loaded;
  return { value, set: (next: readonly string[]) => setChoice({ loaded, value: next }) };
}

/**
 * Reads the history again when the login or this browser's results change (here or in another
 * tab), and afresh on the page's next visit.
 */
function useReadForWhomItIs(data: HistoryData): void {
  const auth = useAuth();
  const { deviceResults } = useSurveyState();
  const { revalidate, state } = useRevalidator();
  const reader = historyReader(
    auth?.id ?? null,
    deviceResults.map((result) => result.code),
  );
  const stale = reader !== data.reader;
  useEffect(() => {
    if (stale && state === 'idle') void revalidate();
  }, [stale, state, revalidate]);
  useEffect(() => forgetHistory, []);
}

/**
 * /history: a person's crosses over time (their account's and this browser's), the change
 * between any two, and "take it again", which starts a new survey and keeps the old results.
 */
export function Component() {
  const { t } = useTranslation('history');
  const { locale, path } = useLocalePath();
  const load = useLoaderData<HistoryData>();
  useReadForWhomItIs(load);
  const loggedIn = useAuth() !== null;
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  });
  const date = (entry: HistoryEntry) => format.format(new Date(entry.createdAt));
  // Until the person chooses, the newest two are compared; a choice is kept in the address.
  const chosen = useChoice(load.status === 'ready' ? load.chosen : NONE);
  const toggle = (code: string) => {
    const next = chosen.value.includes(code)
      ? chosen.value.filter((c) => c !== code)
      : [...chosen.value, code].slice(-2);
    chosen.set(next);
    void setParams(
      { [COMPARE_PARAM]: next.join('.') },
      { replace: true, preventScrollReset: true },
    );
  };
  const again = () => {
    updateSurvey(restartSurvey);
    void navigate(path('/chapter/1'));
  };

  if (load.status !== 'ready') {
    return (
      <>
        <h1>{t('title')}</h1>
        <p role="alert">{t('error')}</p>
      </>
    );
  }
  const { entries, change } = load;
  const deviceOnly = entries.some((entry) => !entry.inAccount);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      {entries.length === 0 ? (
        <>
          <p>
            {t('empty')}{' '}
            <Link className="button button--primary" to={path('/chapter/1')}>
              {t('start')}
            </Link>
          </p>
          {!loggedIn && (
            <p>
              {t('emptyLogin')} <Link to={path('/login')}>{t('login')}</Link>
            </p>
          )}
        </>
      ) : (
        <>
          <div className="cross-key">
            <CrossKey />
          </div>
          <ol className="history">
            {entries.map((entry) => (
              <li key={entry.code} className="history__entry">
                <CrossShape scores={entry.scores} className="history__cross" />
                <div>
                  <p className="history__made">{t('entry.made', { date: date(entry) })}</p>
                  <p className="history__details">
                    {t(entry.longVersionAttempted ? 'entry.long' : 'entry.short')}
                    {` · ${t('entry.version', { version: entry.questionnaireVersion })}`}
                    {!entry.inAccount && ` · ${t('entry.device')}`}
                  </p>
                  <label className="history__choose">
                    <input
                      type="checkbox"
                      checked={chosen.value.includes(entry.code)}
                      onChange={() => toggle(entry.code)}
                    />{' '}
                    {t('entry.compare')}
                  </label>{' '}
                  <Link to={path(`/result?id=${entry.code}`)}>{t('entry.open')}</Link>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      {change ? (
        <ChangeView
          earlier={change.earlier}
          later={change.later}
          found={change.found}
          date={date}
        />
      ) : (
        entries.length > 0 && <p>{t(entries.length === 1 ? 'one' : 'change.pickTwo')}</p>
      )}
      <p className="history__again">
        <button type="button" className="button button--primary" onClick={again}>
          {t('again')}
        </button>{' '}
        {t('againNote')}
      </p>
      {deviceOnly && !loggedIn && (
        <p>
          {t('saveNote')} <Link to={path('/signup')}>{t('save')}</Link>
        </p>
      )}
    </>
  );
}
