import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  Link,
  useActionData,
  useLoaderData,
  useNavigate,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { EmailField } from '../components/EmailField';
import { useActionForm } from '@/components/ui/use-action-form';
import { getSurveyState } from '@/state/survey-store';
import { getAuth, setAuth, useAuth, type AuthState } from '@/lib/auth-session';
import { loginWithAccess } from '@/domain/account/account-api';
import { transportOf } from '@/lib/api-transport';
import { visitorAccess } from '@/lib/render-context';
import { useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';
import { loginProblems, readCredentials, type LoginProblems } from '../forms/login-form';
import { logInFromForm, RESEND_INTENT } from '../forms/login-action';
import { LOGOUT_INTENT, logOutFromForm } from '../forms/logout-action';
import { LogoutForm } from '../components/LogoutForm';

/** How long 'You have successfully logged in!' shows before the visitor goes on. */
const SUCCESS_PAUSE_MS = 800;

/**
 * The login form's action, on the server for a form sent before the page's scripts ran (it
 * renders this page with the login, or with what to correct) and in the browser once they run:
 * logs in, asks for the confirmation mail again, or (on the server) logs out.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const data = await request.formData();
  if (import.meta.env.SSR && data.get('intent') === LOGOUT_INTENT) {
    return logOutFromForm(context, params.lang ?? 'de');
  }
  return logInFromForm(data, context);
}

/** Who is logged in, as the server found it by the page request's refresh cookie. */
interface LoginLoad {
  login: AuthState | null;
}

/**
 * On the server, the login of the page request's refresh cookie (so that the page says who is
 * logged in before the scripts run); in the browser nothing: it keeps its login itself.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<LoginLoad> {
  const access = visitorAccess(context);
  if (!access) return { login: null };
  return { login: await loginWithAccess(access, transportOf(context)).catch(() => null) };
}

/** Who is logged in, where to go from here, and a logout (also before the scripts run). */
function LoggedIn({ auth }: { auth: AuthState }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { path } = useLocalePath();
  return (
    <>
      <h1>{t('login.title')}</h1>
      <p role="status">{t('login.loggedInAs', { name: auth.firstName })}</p>
      <ul>
        <li>
          {auth.swissCross ? (
            <Link to={path(`/result?id=${auth.swissCross}`)}>{tCommon('user.myCross')}</Link>
          ) : (
            <Link to={path('/chapter/1')}>{tCommon('user.createCross')}</Link>
          )}
        </li>
        <li>
          <Link to={path('/profile')}>{tCommon('user.profile')}</Link>
        </li>
      </ul>
      <LogoutForm page="/login" />
    </>
  );
}

/** Where a login leads: to the account's result, else this browser's, else home. */
function nextPage(auth: AuthState, path: (route: string) => string, withBrowserResult: boolean) {
  const code = auth.swissCross ?? (withBrowserResult ? getSurveyState().resultCode : null);
  return path(code ? `/result?id=${code}` : '');
}

/** /login (product.md §2, §5, §8): e-mail and password; afterwards a visitor with a result goes to it. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const { path } = useLocalePath();
  const sent = useActionData<typeof action>();
  const loggedIn = sent && 'auth' in sent ? sent.auth : undefined;
  // Logged in when the page came (kept in this browser, or the cookie's login the server read):
  // who, and a logout. A login made on the page goes on as below.
  const load = useLoaderData<LoginLoad | undefined>();
  const kept = useAuth();
  const [cameLoggedIn] = useState(() => kept ?? load?.login ?? null);
  useEffect(() => {
    // The browser keeps the login the server found, as the profile page does.
    if (load?.login && !getAuth()) setAuth(load.login);
  }, [load?.login]);
  const refused = sent && 'problems' in sent ? sent : undefined;
  // Refused as unconfirmed: the button that asks for the confirmation mail again shows.
  const unconfirmedEmail = refused?.failure === 'email_not_confirmed' ? refused.email : null;
  // The account's login is paused by others' wrong passwords: a reset gets its owner in at once.
  const accountWaiting = refused?.failure === 'account_waiting';
  const messages = (problems: LoginProblems) => ({
    email: problems.email && tCommon(`validation.${problems.email}`),
    password: problems.password && tCommon(`validation.${problems.password}`),
  });
  const { errors, outcome, busy, onSubmit } = useActionForm<'email' | 'password'>({
    answer: sent,
    shown: refused && {
      errors: messages(refused.problems),
      outcome: refused.failure
        ? { error: message(refused.failure) }
        : refused.resent
          ? { success: t('login.resent') }
          : {},
    },
    // The resend button asks for the mail of the address as typed: no password needed.
    validate: (form, button) => {
      const problems = loginProblems(readCredentials(new FormData(form)));
      return button?.value === RESEND_INTENT
        ? messages({ email: problems.email })
        : messages(problems);
    },
  });

  // Logged in by the action (the server's, once the scripts run; the browser's): this browser
  // keeps the login and goes on after a moment.
  useEffect(() => {
    if (!loggedIn) return;
    setAuth(loggedIn);
    const timer = setTimeout(() => void navigate(nextPage(loggedIn, path, true)), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
    // Once per login: `path` and `navigate` are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);

  if (!loggedIn && cameLoggedIn) return <LoggedIn auth={cameLoggedIn} />;
  if (loggedIn) {
    return (
      <>
        <h1>{t('login.title')}</h1>
        <FormMessage success={t('login.success')} />
        <p>
          <Link className="button button--primary" to={nextPage(loggedIn, path, false)}>
            {loggedIn.swissCross ? t('login.toResult') : t('login.goOn')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t('login.title')}</h1>
      <form method="post" action={path('/login')} noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email} defaultValue={refused?.email} />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          error={errors.password}
        />
        <FormMessage error={outcome.error} success={outcome.success} />
        {accountWaiting && (
          <p>
            <Link className="button" to={path('/passwordreset')}>
              {t('login.resetNow')}
            </Link>
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('login.submit')}
        </button>
        {unconfirmedEmail && (
          // After the login button, which stays the one Enter sends: it sends the form to the
          // action with its intent, which asks for the mail.
          <button
            type="submit"
            name="intent"
            value={RESEND_INTENT}
            formNoValidate
            className="button"
            disabled={busy}
          >
            {t('login.resend')}
          </button>
        )}
      </form>
      <p>
        <Link to={path('/passwordreset')}>{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={path('/signup')}>{t('login.signup')}</Link>
      </p>
    </>
  );
}
