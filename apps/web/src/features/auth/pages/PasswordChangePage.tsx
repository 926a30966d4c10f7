import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { confirmPasswordReset } from '@/domain/account/password-reset-api';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';
import {
  isLinkFailure,
  newPasswordProblems,
  readNewPassword,
  type NewPasswordProblems,
} from '../forms/password-forms';
import { changePasswordFromForm } from '../forms/password-actions';

/**
 * The new password's action: a form sent before the page's scripts ran comes here, to the mailed
 * link's own address (the form names no other, so the link's token comes along in the query),
 * and the server sets the password and renders this page with what it led to. Only the server
 * runs it (once the scripts run, the form sends itself): the browser's build leaves it out.
 * Showing the page spends nothing: only sending the form uses the link.
 */
export const action = import.meta.env.SSR
  ? async ({ request, context }: ActionFunctionArgs) =>
      changePasswordFromForm(
        await request.formData(),
        new URL(request.url).searchParams.get('token') ?? '',
        context,
      )
  : undefined;

/** /passwordchange?token= (product.md §2, §8): sets a new password from the reset mail's link. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const { path } = useLocalePath();
  const sent = useActionData<typeof action>();
  const refused = sent && 'problems' in sent ? sent : undefined;
  const [password, setPassword] = useState('');
  const [linkFailed, setLinkFailed] = useState(isLinkFailure(refused?.failure ?? null));
  const messages = (problems: NewPasswordProblems) => ({
    password: problems.password && tCommon(`validation.${problems.password}`),
    passwordRepeat: problems.passwordRepeat && tCommon(`validation.${problems.passwordRepeat}`),
  });
  const { errors, outcome, busy, onSubmit } = useFormSubmission<'password' | 'passwordRepeat'>({
    worksWithoutScripts: true,
    sent: sent && {
      errors: refused && messages(refused.problems),
      outcome: refused
        ? refused.failure
          ? { error: message(refused.failure) }
          : {}
        : { success: t('passwordChange.success') },
    },
    validate: (form) => messages(newPasswordProblems(readNewPassword(new FormData(form)))),
    send: async () => {
      await confirmPasswordReset({ token: params.get('token') ?? '', password });
      return { success: t('passwordChange.success') };
    },
    failure: (error) => {
      setLinkFailed(isLinkFailure(errorCode(error)));
      return { message: message(error) };
    },
  });

  return (
    <>
      <h1>{t('passwordChange.title')}</h1>
      {/* No action: sent before the scripts run, the form goes to the link's own address. */}
      <form method="post" noValidate onSubmit={onSubmit}>
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
