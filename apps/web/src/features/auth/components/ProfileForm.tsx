import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import type { FieldErrors } from '@/components/ui/use-form-submission';
import { useActionForm } from '@/components/ui/use-action-form';
import type { Profile } from '@/domain/account/account-api';
import { useLocalePath } from '@/lib/use-locale-path';
import { useErrorMessage } from '../hooks/use-error-message';
import { profileProblems, readProfileForm, type ProfileProblems } from '../forms/profile-form';
import type { ProfileSent } from '../forms/profile-action';
import { PortraitPicker } from './PortraitPicker';
import '@/components/ui/field.css';

type ProfileField = 'firstName' | 'lastName' | 'oldPassword' | 'newPassword' | 'portrait';

/**
 * The profile form (product.md §5, §8): names, portrait, gallery consent and a new password, sent
 * to the profile page's action (`sent`: what it led to), which the server runs as the visitor's
 * login before the page's scripts run and the browser once they do; the portrait needs them.
 */
export function ProfileForm({
  initial,
  sent,
}: {
  initial: Profile;
  sent?: ProfileSent | null | undefined;
}) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const { path } = useLocalePath();
  const saved = sent && 'saved' in sent ? sent.saved : null;
  const profile = saved ?? initial;
  const [portrait, setPortrait] = useState<File | null>(null);
  const [portraitProblem, setPortraitProblem] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const refused = sent && 'problems' in sent ? sent : undefined;
  const messages = (problems: ProfileProblems): FieldErrors<ProfileField> =>
    Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, tCommon(`validation.${key}`)]),
    );
  const failure = (code: string | null) => ({
    message: message(code),
    fields: code === 'old_password_wrong' ? { oldPassword: message(code) } : {},
  });
  const refusal = refused?.failure ? failure(refused.failure) : undefined;
  const {
    errors: answered,
    outcome,
    busy,
    onSubmit,
  } = useActionForm<ProfileField>({
    answer: sent,
    shown: refused
      ? {
          errors: { ...messages(refused.problems), ...refusal?.fields },
          outcome: refusal ? { error: refusal.message } : {},
        }
      : sent && { outcome: { success: t('profile.saved') } },
    validate: (element): FieldErrors<ProfileField> => ({
      ...messages(profileProblems(readProfileForm(new FormData(element)))),
      portrait: portraitProblem,
    }),
    // The portrait as the page prepared it, in place of the file as chosen.
    payload: (element) => {
      const data = new FormData(element);
      data.delete('portrait');
      if (portrait) data.set('portrait', portrait);
      return data;
    },
  });
  const errors = { ...answered, portrait: portraitProblem ?? answered.portrait };
  // Saved: the password fields and the chosen file must not be sent again with the next save.
  const [clearedFor, setClearedFor] = useState(saved);
  if (saved !== clearedFor) {
    setClearedFor(saved);
    setPortrait(null);
  }
  useEffect(() => {
    if (!saved) return;
    for (const name of ['oldPassword', 'newPassword', 'portrait']) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = '';
    }
  }, [saved]);

  return (
    <form
      ref={form}
      method="post"
      action={path('/profile')}
      noValidate
      onSubmit={onSubmit}
      key={profile.portraitUrl ?? 'none'}
    >
      <fieldset className="fieldset">
        <legend>{t('profile.names')}</legend>
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('fields.firstName')}
          defaultValue={refused?.values.firstName ?? profile.firstName}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('fields.lastName')}
          defaultValue={refused?.values.lastName ?? profile.lastName}
          error={errors.lastName}
        />
      </fieldset>
      <PortraitPicker
        currentUrl={profile.portraitUrl}
        onChange={setPortrait}
        error={errors.portrait}
        onProblem={(problem) => setPortraitProblem(problem ? t(`errors.${problem}`) : undefined)}
      />
      <fieldset className="fieldset">
        <legend>{t('profile.gallery')}</legend>
        <div className="field field--check">
          <input
            type="checkbox"
            id="allowedInGallery"
            name="allowedInGallery"
            defaultChecked={refused?.values.allowedInGallery ?? profile.allowedInGallery}
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
          error={errors.oldPassword}
        />
        <TextField
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('fields.newPassword')}
          error={errors.newPassword}
        />
      </fieldset>
      <FormMessage error={outcome.error} success={outcome.success} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('profile.save')}
      </button>
    </form>
  );
}
