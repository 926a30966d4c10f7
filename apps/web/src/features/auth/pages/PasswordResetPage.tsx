import { useActionData, type ActionFunctionArgs } from 'react-router';
import { useTranslation } from '@/lib/translation';
import { FormMessage } from '@/components/ui/FormMessage';
import { EmailField } from '../components/EmailField';
import { useActionForm } from '@/components/ui/use-action-form';
import { emailProblem } from '@/domain/account/email-rule';
import { useLocalePath } from '@/lib/use-locale-path';
import { useErrorMessage } from '../hooks/use-error-message';
import { readResetEmail } from '../forms/password-forms';
import { requestResetFromForm } from '../forms/password-actions';

/**
 * The reset request's action, on the server for a form sent before the page's scripts ran (it
 * renders this page with what it led to) and in the browser once they run: asks for the mail.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return requestResetFromForm(await request.formData(), context);
}

/** /passwordreset (product.md §2, §8): asks for a mail with a link to set a new password. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const { path } = useLocalePath();
  const sent = useActionData<typeof action>();
  const refused = sent && 'email' in sent ? sent : undefined;
  const { errors, outcome, busy, onSubmit } = useActionForm<'email'>({
    answer: sent,
    shown: sent && {
      errors: { email: refused?.problem && tCommon(`validation.${refused.problem}`) },
      outcome: refused
        ? refused.failure
          ? { error: message(refused.failure) }
          : {}
        : { success: t('passwordReset.success') },
    },
    validate: (form) => {
      const problemKey = emailProblem(readResetEmail(new FormData(form)));
      return { email: problemKey ? tCommon(`validation.${problemKey}`) : null };
    },
  });

  return (
    <>
      <h1>{t('passwordReset.title')}</h1>
      <p>{t('passwordReset.lead')}</p>
      <form method="post" action={path('/passwordreset')} noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email} defaultValue={refused?.email} />
        <FormMessage error={outcome.error} success={outcome.success} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('passwordReset.submit')}
        </button>
      </form>
    </>
  );
}
