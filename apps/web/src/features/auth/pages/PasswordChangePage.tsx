import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useSearchParams } from 'react-router';
import { isValidPassword } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { confirmPasswordReset } from '@/domain/account/account-api';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

/** Whether a failure is the mailed link's (no longer valid): a new link is what helps. */
function isLinkError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'token_invalid' || code === 'token_expired';
}

/** /passwordchange?token= (spec 2, 8): sets a new password from the reset mail's link. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const { path } = useLocalePath();
  const [password, setPassword] = useState('');
  const [linkFailed, setLinkFailed] = useState(false);
  const { errors, outcome, busy, onSubmit } = useFormSubmission<'password' | 'passwordRepeat'>({
    validate: (form) => {
      const repeat = String(new FormData(form).get('passwordRepeat') ?? '');
      return {
        password: !password
          ? tCommon('validation.required')
          : !isValidPassword(password)
            ? tCommon('validation.passwordRule')
            : undefined,
        passwordRepeat: !repeat
          ? tCommon('validation.required')
          : repeat !== password
            ? tCommon('validation.passwordsMatch')
            : undefined,
      };
    },
    send: async () => {
      await confirmPasswordReset({ token: params.get('token') ?? '', password });
      return { success: t('passwordChange.success') };
    },
    failure: (error) => {
      setLinkFailed(isLinkError(error));
      return { message: message(error) };
    },
  });

  return (
    <>
      <h1>{t('passwordChange.title')}</h1>
      <form noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={password}
          onPasswordChange={setPassword}
          errors={errors}
        />
        <FormMessage error={outcome.error} success={outcome.success} />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || Boolean(outcome.success)}
        >
          {t('passwordChange.submit')}
        </button>
      </form>
      {linkFailed && !outcome.success && (
        <Link className="button" to={path('/passwordreset')}>
          {t('passwordChange.requestNew')}
        </Link>
      )}
      {outcome.success && (
        <Link className="button" to={path('/login')}>
          {t('passwordChange.login')}
        </Link>
      )}
    </>
  );
}
