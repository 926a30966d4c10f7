import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../../../lib/email-rule';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { requestPasswordReset } from '../../../lib/account-api';
import { useErrorMessage } from '../use-error-message';

/** /passwordreset (spec 2, 8): asks for a mail with a link to set a new password. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problemKey = emailProblem(email);
    const problem = problemKey ? t(`validation.${problemKey}`) : null;
    setEmailError(problem);
    setOutcome({});
    if (problem) return;
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setOutcome({ success: t('passwordReset.success') });
    } catch (error) {
      setOutcome({ error: message(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('passwordReset.title')}</h1>
      <p>{t('passwordReset.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          error={emailError}
        />
        <FormMessage error={outcome.error} success={outcome.success} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('passwordReset.submit')}
        </button>
      </form>
    </>
  );
}
