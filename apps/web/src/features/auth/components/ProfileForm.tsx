import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmission, type FieldErrors } from '@/components/ui/use-form-submission';
import { saveProfile, type Profile } from '@/domain/account/account-api';
import { useLocalePath } from '@/lib/use-locale-path';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import {
  profileBody,
  profileProblems,
  readProfileForm,
  type ProfileProblems,
} from '../forms/profile-form';
import type { ProfileSent } from '../forms/profile-action';
import { PortraitPicker } from './PortraitPicker';
import '@/components/ui/field.css';

type ProfileField = 'firstName' | 'lastName' | 'oldPassword' | 'newPassword' | 'portrait';

/**
 * The profile form (product.md §5, §8): names, portrait, gallery consent and a new password. Before the
 * page's scripts run the browser sends it to the profile page, whose action the server runs as
 * the visitor's login (`sent`: what it led to); the portrait needs the scripts.
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
  const [profile, setProfile] = useState(initial);
  const [portrait, setPortrait] = useState<File | null>(null);
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
  const { errors, setErrors, outcome, busy, onSubmit } = useFormSubmission<ProfileField>({
    worksWithoutScripts: true,
    sent: refused
      ? {
          errors: { ...messages(refused.problems), ...refusal?.fields },
          outcome: refusal ? { error: refusal.message } : {},
        }
      : sent && { outcome: { success: t('profile.saved') } },
    validate: (element): FieldErrors<ProfileField> => ({
      ...messages(profileProblems(readProfileForm(new FormData(element)))),
      portrait: errors.portrait,
    }),
    send: async (element) => {
      const body = profileBody(readProfileForm(new FormData(element)), portrait);
      const saved = await saveProfile(profile.id, body);
      // The password fields and the chosen file must not be sent again with the next save.
      for (const name of ['oldPassword', 'newPassword', 'portrait']) {
        const field = element.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = '';
      }
      setPortrait(null);
      setProfile(saved);
      return { success: t('profile.saved') };
    },
    failure: (error) => failure(errorCode(error)),
  });

  return (
    <form
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
        onProblem={(problem) =>
          setErrors((current) => ({
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
