import { useTranslation } from '@/lib/translation';
import { emailProblem } from '@/domain/account/email-rule';
import { FormMessage } from '@/components/ui/FormMessage';
import { EmailField } from '../components/EmailField';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { requestPasswordReset } from '@/domain/account/account-api';
import { useErrorMessage } from '../hooks/use-error-message';

const emailOf = (form: HTMLFormElement) => String(new FormData(form).get('email') ?? '').trim();

/** /passwordreset (spec 2, 8): asks for a mail with a link to set a new password. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const { errors, outcome, busy, onSubmit } = useFormSubmission<'email'>({
    validate: (form) => {
      const problemKey = emailProblem(emailOf(form));
      return { email: problemKey ? tCommon(`validation.${problemKey}`) : null };
    },
    send: async (form) => {
      await requestPasswordReset(emailOf(form));
      return { success: t('passwordReset.success') };
    },
    failure: (error) => ({ message: message(error) }),
  });

  return (
    <>
      <h1>{t('passwordReset.title')}</h1>
      <p>{t('passwordReset.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email} />
        <FormMessage error={outcome.error} success={outcome.success} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('passwordReset.submit')}
        </button>
      </form>
    </>
  );
}
