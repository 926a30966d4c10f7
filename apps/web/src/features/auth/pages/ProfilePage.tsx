import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  Link,
  useActionData,
  useLoaderData,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { fetchProfile, loginWithAccess, type Profile } from '@/domain/account/account-api';
import { getAuth, setAuth, useAuth, type AuthState } from '@/lib/auth-session';
import { transportOf } from '@/lib/api-transport';
import { visitorAccess } from '@/lib/render-context';
import { saveProfileFromForm } from '../forms/profile-action';
import { LOGOUT_INTENT, logOutFromForm } from '../forms/logout-action';
import { LogoutForm } from '../components/LogoutForm';
import { AccountData } from '../components/AccountData';
import { ProfileForm } from '../components/ProfileForm';
import { useLocalePath } from '@/lib/use-locale-path';

/**
 * The profile of the login at the time of loading, or whether that failed; `login` when the
 * server rendered the page for the login of the request's refresh cookie.
 */
type ProfileLoad = { userId: number | null; login?: AuthState } & (
  { profile: Profile } | { profile: null; failed: boolean }
);

/**
 * Loads the logged-in person's profile; a failure shows a retry instead of the form. On the
 * server, the login is the one the page request's refresh cookie names; in the browser, the one
 * kept here.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<ProfileLoad> {
  const access = visitorAccess(context);
  if (access) {
    const transport = transportOf(context);
    try {
      const login = await loginWithAccess(access, transport);
      return { userId: login.id, login, profile: await fetchProfile(login.id, transport) };
    } catch {
      return { userId: null, profile: null, failed: true };
    }
  }
  const userId = getAuth()?.id ?? null;
  if (userId === null) return { userId, profile: null, failed: false };
  return fetchProfile(userId).then(
    (profile) => ({ userId, profile }),
    () => ({ userId, profile: null, failed: true }),
  );
}

/**
 * The profile form's action, on the server for a form sent before the page's scripts ran (saved
 * as the login of the request's refresh cookie; or a logout) and in the browser once they run (as
 * the login kept here, with the portrait): saves the profile, or says what to correct.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const data = await request.formData();
  if (import.meta.env.SSR && data.get('intent') === LOGOUT_INTENT) {
    return logOutFromForm(context, params.lang ?? 'de');
  }
  return saveProfileFromForm(data, context, import.meta.env.SSR ? null : getAuth());
}

/** /profile (product.md §2, §5, §8): names, portrait, gallery consent and password; deletion by e-mail. */
export function Component() {
  const { t } = useTranslation('account');
  const load = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  // The login kept in this browser; while the page the server rendered for its cookie's login
  // is taken over, that one (which this browser then keeps, if it keeps none).
  const auth = useAuth() ?? load.login ?? null;
  const { path } = useLocalePath();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (load.login && !getAuth()) setAuth(load.login);
  }, [load.login]);
  const stale = auth !== null && load.userId !== auth.id;
  // Logged in (here or in another tab) after the page loaded: load that login's profile.
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);

  if (!auth) {
    return (
      <>
        <h1>{t('profile.title')}</h1>
        <p>{t('profile.loginNeeded')}</p>
        <Link className="button button--primary" to={path('/login')}>
          {t('login.submit')}
        </Link>
      </>
    );
  }
  const failed = !stale && load.profile === null && load.failed && revalidator.state === 'idle';
  return (
    <>
      <h1>{t('profile.title')}</h1>
      {!stale && load.profile ? (
        <ProfileForm initial={load.profile} sent={sent} />
      ) : failed ? (
        <div role="alert">
          <p>{t('errors.generic')}</p>
          <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
            {t('profile.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('profile.loading')}</p>
      )}
      <AccountData deletionContact={stale ? null : (load.profile?.deletionContact ?? null)} />
      <LogoutForm page="/profile" />
    </>
  );
}
