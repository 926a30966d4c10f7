import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { fetchProfile, type Profile } from '@/domain/account/account-api';
import { getAuth, useAuth } from '@/lib/auth-session';
import { AccountData } from '../components/AccountData';
import { ProfileForm } from '../components/ProfileForm';
import { useLocalePath } from '@/lib/use-locale-path';

/** The profile of the login at the time of loading, or whether that failed. */
type ProfileLoad = { userId: number | null } & (
  { profile: Profile } | { profile: null; failed: boolean }
);

/** Loads the logged-in person's profile; a failure shows a retry instead of the form. */
export async function loader(): Promise<ProfileLoad> {
  const userId = getAuth()?.id ?? null;
  if (userId === null) return { userId, profile: null, failed: false };
  return fetchProfile(userId).then(
    (profile) => ({ userId, profile }),
    () => ({ userId, profile: null, failed: true }),
  );
}

/** /profile (spec 2, 5, 8): names, portrait, gallery consent and password; deletion by e-mail. */
export function Component() {
  const { t } = useTranslation('account');
  const auth = useAuth();
  const { path } = useLocalePath();
  const load = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
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
        <ProfileForm initial={load.profile} />
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
    </>
  );
}
