import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { isValidPassword } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmission, type FieldErrors } from '@/components/ui/use-form-submission';
import { saveProfile, type Profile } from '@/domain/account/account-api';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { PortraitPicker } from './PortraitPicker';

type ProfileField = 'firstName' | 'lastName' | 'oldPassword' | 'newPassword' | 'portrait';

const textOf = (data: FormData) => (name: string) => String(data.get(name) ?? '').trim();

/** The multipart body of PATCH profile/{id}/: names, consent, and password and portrait if given. */
function profileBody(element: HTMLFormElement, portrait: File | null): FormData {
  const data = new FormData(element);
  const text = textOf(data);
  const form = new FormData();
  form.set('firstName', text('firstName'));
  form.set('lastName', text('lastName'));
  form.set('allowedInGallery', data.get('allowedInGallery') === 'on' ? 'true' : 'false');
  if (text('newPassword')) {
    form.set('oldPassword', String(data.get('oldPassword')));
    form.set('newPassword', String(data.get('newPassword')));
  }
  if (portrait) form.set('portrait', portrait);
  return form;
}

/** The profile form (spec 5, 8): names, portrait, gallery consent and a new password. */
export function ProfileForm({ initial }: { initial: Profile }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const [profile, setProfile] = useState(initial);
  const [portrait, setPortrait] = useState<File | null>(null);
  const { errors, setErrors, outcome, busy, onSubmit } = useFormSubmission<ProfileField>({
    validate: (element): FieldErrors<ProfileField> => {
      const text = textOf(new FormData(element));
      const newPassword = text('newPassword');
      return {
        firstName: text('firstName') ? undefined : tCommon('validation.required'),
        lastName: text('lastName') ? undefined : tCommon('validation.required'),
        newPassword:
          newPassword && !isValidPassword(newPassword)
            ? tCommon('validation.passwordRule')
            : undefined,
        oldPassword:
          newPassword && !text('oldPassword') ? tCommon('validation.required') : undefined,
        portrait: errors.portrait,
      };
    },
    send: async (element) => {
      const saved = await saveProfile(profile.id, profileBody(element, portrait));
      // The password fields and the chosen file must not be sent again with the next save.
      for (const name of ['oldPassword', 'newPassword', 'portrait']) {
        const field = element.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = '';
      }
      setPortrait(null);
      setProfile(saved);
      return { success: t('profile.saved') };
    },
    failure: (error) => ({
      message: message(error),
      fields: errorCode(error) === 'old_password_wrong' ? { oldPassword: message(error) } : {},
    }),
  });

  return (
    <form noValidate onSubmit={onSubmit} key={profile.portraitUrl ?? 'none'}>
      <fieldset className="fieldset">
        <legend>{t('profile.names')}</legend>
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('fields.firstName')}
          defaultValue={profile.firstName}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('fields.lastName')}
          defaultValue={profile.lastName}
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
