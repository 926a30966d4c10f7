import { useState } from 'react';
import { Trans, useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/TextField';
import type { FieldErrors } from '@/components/ui/use-form-submission';
import type { SignupForm } from '../forms/signup-validation';
import { useLocalePath } from '@/lib/use-locale-path';
import { EmailField } from './EmailField';
import { NewPasswordFields } from './NewPasswordFields';
import '@/components/ui/field.css';

/**
 * The fields of the signup form (product.md §5), each with its message, filled with `values` (what was
 * typed, when the server answered a form sent before the scripts ran; never the passwords); the
 * password rules show as one types.
 */
export function SignupFields({
  errors,
  values,
}: {
  errors: FieldErrors<keyof SignupForm>;
  values?: { firstName: string; lastName: string; email: string; gallery: boolean } | undefined;
}) {
  const { t } = useTranslation('account');
  const { path } = useLocalePath();
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        name="firstName"
        autoComplete="given-name"
        label={t('fields.firstName')}
        defaultValue={values?.firstName}
        error={errors.firstName}
      />
      <TextField
        name="lastName"
        autoComplete="family-name"
        label={t('fields.lastName')}
        defaultValue={values?.lastName}
        error={errors.lastName}
      />
      <EmailField error={errors.email} defaultValue={values?.email} />
      <NewPasswordFields
        label={t('fields.password')}
        password={password}
        onPasswordChange={setPassword}
        errors={errors}
      />
      <div className="field field--check">
        <input
          type="checkbox"
          id="privacy"
          name="privacy"
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={errors.privacy ? 'privacy-error' : undefined}
        />
        <label htmlFor="privacy">
          <Trans
            t={t}
            i18nKey="fields.privacy"
            components={{ 1: <Link to={path('/privacy')} /> }}
          />
        </label>
        {errors.privacy && (
          <p className="field__error" id="privacy-error">
            {errors.privacy}
          </p>
        )}
      </div>
      <div className="field field--check">
        <input type="checkbox" id="gallery" name="gallery" defaultChecked={values?.gallery} />
        <label htmlFor="gallery">{t('fields.gallery')}</label>
      </div>
    </>
  );
}
