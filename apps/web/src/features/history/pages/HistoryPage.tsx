import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CrossKey } from '@/components/ui/CrossKey';
import { CrossShape } from '@/components/ui/CrossShape';
import { useAuth } from '@/lib/auth-session';
import { useTranslation } from '@/lib/translation';
import { restartSurvey } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { useLocalePath } from '@/lib/use-locale-path';
import { ChangeView } from '../components/ChangeView';
import { useHistory, type HistoryEntry } from '../api/history-data';
import '../history.css';

/** The two crosses compared, earlier first, when two are chosen. */
function comparedPair(
  entries: readonly HistoryEntry[],
  chosen: readonly string[],
): [HistoryEntry, HistoryEntry] | null {
  const [later, earlier, ...more] = entries.filter((e) => chosen.includes(e.code));
  return later && earlier && more.length === 0 ? [earlier, later] : null;
}

/**
 * /history: a person's crosses over time (their account's and this browser's), the change
 * between any two, and "take it again", which starts a new survey and keeps the old results.
 */
export function Component() {
  const { t } = useTranslation('history');
  const { locale, path } = useLocalePath();
  const load = useHistory();
  const loggedIn = useAuth() !== null;
  const navigate = useNavigate();
  // Until the person chooses, the newest two are compared.
  const [choice, setChoice] = useState<string[] | null>(null);
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  });
  const date = (entry: HistoryEntry) => format.format(new Date(entry.createdAt));
  const newestTwo = load.status === 'ready' ? load.entries.slice(0, 2).map((e) => e.code) : [];
  const chosen = choice ?? newestTwo;
  const toggle = (code: string) =>
    setChoice(
      chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code].slice(-2),
    );
  const again = () => {
    updateSurvey(restartSurvey);
    void navigate(path('/chapter/1'));
  };

  if (load.status !== 'ready') {
    return (
      <>
        <h1>{t('title')}</h1>
        <p role={load.status === 'error' ? 'alert' : 'status'}>
          {t(load.status === 'error' ? 'error' : 'loading')}
        </p>
      </>
    );
  }
  const { entries } = load;
  const pair = comparedPair(entries, chosen);
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
                      checked={chosen.includes(entry.code)}
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
      {pair ? (
        <ChangeView earlier={pair[0]} later={pair[1]} date={date} />
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
