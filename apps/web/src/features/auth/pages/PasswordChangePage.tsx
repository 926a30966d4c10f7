import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useActionData, type ActionFunctionArgs } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { useActionForm } from '@/components/ui/use-action-form';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';
import {
  isLinkFailure,
  newPasswordProblems,
  readNewPassword,
  type NewPasswordProblems,
} from '../forms/password-forms';
import { changePasswordFromForm } from '../forms/password-actions';

/**
 * The new password's action, on the server for a form sent before the page's scripts ran and in
 * the browser once they run: the form goes to the mailed link's own address (it names no other,
 * so the link's token comes along in the query), and the password is set. Showing the page
 * spends nothing: only sending the form uses the link.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return changePasswordFromForm(
    await request.formData(),
    new URL(request.url).searchParams.get('token') ?? '',
    context,
  );
}

/** /passwordchange?token= (product.md §2, §8): sets a new password from the reset mail's link. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const { path } = useLocalePath();
  const sent = useActionData<typeof action>();
  const refused = sent && 'problems' in sent ? sent : undefined;
  const [password, setPassword] = useState('');
  const linkFailed = isLinkFailure(refused?.failure ?? null);
  const messages = (problems: NewPasswordProblems) => ({
    password: problems.password && tCommon(`validation.${problems.password}`),
    passwordRepeat: problems.passwordRepeat && tCommon(`validation.${problems.passwordRepeat}`),
  });
  const { errors, outcome, busy, onSubmit } = useActionForm<'password' | 'passwordRepeat'>({
    answer: sent,
    shown: sent && {
      errors: refused && messages(refused.problems),
      outcome: refused
        ? refused.failure
          ? { error: message(refused.failure) }
          : {}
        : { success: t('passwordChange.success') },
    },
    validate: (form) => messages(newPasswordProblems(readNewPassword(new FormData(form)))),
  });

  return (
    <>
      <h1>{t('passwordChange.title')}</h1>
      {/* No action: the form goes to the link's own address, with its token. */}
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
