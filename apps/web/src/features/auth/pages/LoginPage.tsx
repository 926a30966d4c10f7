import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { emailProblem } from '../../../lib/email-rule';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { getSurveyState } from '../../../state/survey-store';
import { logIn, resendConfirmation } from '../../../lib/account-api';
import { errorCode, useErrorMessage } from '../use-error-message';
import { useLocalePath } from '../use-locale-path';

/** How long 'You have successfully logged in!' shows before the visitor goes on. */
const SUCCESS_PAUSE_MS = 800;

/** /login (spec 2, 5, 8): e-mail and password; afterwards a visitor with a result goes to it. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const { path } = useLocalePath();
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const emailKey = emailProblem(email);
    const found = {
      email: emailKey ? t(`validation.${emailKey}`) : undefined,
      password: !password ? t('validation.passwordRequired') : undefined,
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const auth = await logIn({ email, password });
      setOutcome({ success: t('login.success') });
      const code = auth.swissCross ?? getSurveyState().resultCode;
      setTimeout(() => void navigate(path(code ? `/result?id=${code}` : '')), SUCCESS_PAUSE_MS);
    } catch (error) {
      setOutcome({ error: message(error) });
      setUnconfirmedEmail(errorCode(error) === 'email_not_confirmed' ? email : null);
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          error={errors.email}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          error={errors.password}
        />
        <FormMessage error={outcome.error} success={outcome.success} />
        {unconfirmedEmail && (
          <button
            type="button"
            className="button"
            onClick={() =>
              void resendConfirmation(unconfirmedEmail).then(
                () => {
                  setUnconfirmedEmail(null);
                  setOutcome({ success: t('login.resent') });
                },
                (error: unknown) => setOutcome({ error: message(error) }),
              )
            }
          >
            {t('login.resend')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
      <p>
        <Link to={path('/passwordreset')}>{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to={path('/signup')}>{t('login.signup')}</Link>
      </p>
    </>
  );
}
