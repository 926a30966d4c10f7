import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isValidPassword } from '@values-cross/core';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-session';
import { fetchProfile, saveProfile, type Profile } from '../../../lib/account-api';
import { PortraitPicker } from '../components/PortraitPicker';
import { errorCode, useErrorMessage } from '../use-error-message';
import { useLocalePath } from '../use-locale-path';

async function downloadExport(): Promise<void> {
  const response = await apiFetch('/api/v1/account/export/');
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'values-cross-export.json',
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /profile (spec 2, 5, 8): names, portrait, gallery consent and password; deletion by e-mail. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const auth = useAuth();
  const { path } = useLocalePath();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [portrait, setPortrait] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string | undefined>>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);
  const userId = auth?.id;

  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchProfile(userId).then(
      (found) => current && setProfile(found),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React clears currentTarget once the handler awaits: keep the form itself.
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const found: Record<string, string | undefined> = {
      firstName: text('firstName') ? undefined : t('validation.required'),
      lastName: text('lastName') ? undefined : t('validation.required'),
      newPassword:
        text('newPassword') && !isValidPassword(text('newPassword'))
          ? t('validation.passwordRule')
          : undefined,
      oldPassword:
        text('newPassword') && !text('oldPassword') ? t('validation.required') : undefined,
      portrait: problems.portrait,
    };
    setProblems(found);
    setOutcome({});
    if (Object.values(found).some(Boolean)) return;
    const form = new FormData();
    form.set('firstName', text('firstName'));
    form.set('lastName', text('lastName'));
    form.set('allowedInGallery', data.get('allowedInGallery') === 'on' ? 'true' : 'false');
    if (text('newPassword')) {
      form.set('oldPassword', String(data.get('oldPassword')));
      form.set('newPassword', String(data.get('newPassword')));
    }
    if (portrait) form.set('portrait', portrait);
    setBusy(true);
    try {
      const saved = await saveProfile(auth.id, form);
      // The password fields and the chosen file must not be sent again with the next save.
      for (const name of ['oldPassword', 'newPassword', 'portrait']) {
        const field = formElement.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = '';
      }
      setPortrait(null);
      setProfile(saved);
      setOutcome({ success: t('profile.saved') });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'old_password_wrong') setProblems({ oldPassword: message(error) });
      setOutcome({ error: message(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('profile.title')}</h1>
      {!profile && !loadFailed && <p role="status">{t('profile.loading')}</p>}
      {!profile && loadFailed && (
        <div role="alert">
          <p>{t('errors.generic')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoadFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('profile.retry')}
          </button>
        </div>
      )}
      {profile && (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          key={profile.portraitUrl ?? 'none'}
        >
          <fieldset className="fieldset">
            <legend>{t('profile.names')}</legend>
            <TextField
              name="firstName"
              autoComplete="given-name"
              label={t('fields.firstName')}
              defaultValue={profile.firstName}
              error={problems.firstName}
            />
            <TextField
              name="lastName"
              autoComplete="family-name"
              label={t('fields.lastName')}
              defaultValue={profile.lastName}
              error={problems.lastName}
            />
          </fieldset>
          <PortraitPicker
            currentUrl={profile.portraitUrl}
            onChange={setPortrait}
            error={problems.portrait}
            onProblem={(problem) =>
              setProblems((current) => ({
                ...current,
                portrait: problem ? t(`errors.${problem}`) : undefined,
              }))
            }
          />
          <fieldset className="fieldset">
            <legend>{t('profile.gallery')}</legend>
            <div className="field field--check">
              <input
                type="checkbox"
                id="allowedInGallery"
                name="allowedInGallery"
                defaultChecked={profile.allowedInGallery}
              />
              <label htmlFor="allowedInGallery">{t('fields.gallery')}</label>
            </div>
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('profile.passwordTitle')}</legend>
            <p className="field__hint">{t('profile.passwordHint')}</p>
            <TextField
              name="oldPassword"
              type="password"
              autoComplete="current-password"
              label={t('fields.oldPassword')}
              error={problems.oldPassword}
            />
            <TextField
              name="newPassword"
              type="password"
              autoComplete="new-password"
              label={t('fields.newPassword')}
              error={problems.newPassword}
            />
          </fieldset>
          <FormMessage error={outcome.error} success={outcome.success} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('profile.save')}
          </button>
        </form>
      )}
      <section className="profile-deletion">
        <h2>{t('profile.deletionTitle')}</h2>
        {profile && (
          <p>
            <a href={`mailto:${profile.deletionContact}`}>
              {t('profile.deletion', { email: profile.deletionContact })}
            </a>
          </p>
        )}
        <button type="button" className="button" onClick={() => void downloadExport()}>
          {t('profile.export')}
        </button>
      </section>
    </>
  );
}
