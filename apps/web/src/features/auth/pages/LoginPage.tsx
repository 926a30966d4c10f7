import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { emailProblem } from '@/domain/account/email-rule';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { EmailField } from '../components/EmailField';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { getSurveyState } from '@/state/survey-store';
import { logIn, resendConfirmation } from '@/domain/account/account-api';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

/** How long 'You have successfully logged in!' shows before the visitor goes on. */
const SUCCESS_PAUSE_MS = 800;

function credentialsOf(form: HTMLFormElement): { email: string; password: string } {
  const data = new FormData(form);
  return {
    email: String(data.get('email') ?? '').trim(),
    password: String(data.get('password') ?? ''),
  };
}

/** /login (spec 2, 5, 8): e-mail and password; afterwards a visitor with a result goes to it. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const { path } = useLocalePath();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The account's login is paused by others' wrong passwords: a reset gets its owner in at once.
  const [accountWaiting, setAccountWaiting] = useState(false);
  const { errors, outcome, setOutcome, busy, onSubmit } = useFormSubmission<'email' | 'password'>({
    validate: (form) => {
      const { email, password } = credentialsOf(form);
      const emailKey = emailProblem(email);
      return {
        email: emailKey ? tCommon(`validation.${emailKey}`) : undefined,
        password: !password ? tCommon('validation.passwordRequired') : undefined,
      };
    },
    send: async (form) => {
      const credentials = credentialsOf(form);
      try {
        const auth = await logIn(credentials);
        const code = auth.swissCross ?? getSurveyState().resultCode;
        setTimeout(() => void navigate(path(code ? `/result?id=${code}` : '')), SUCCESS_PAUSE_MS);
        return { success: t('login.success'), leaving: true };
      } catch (error) {
        const code = errorCode(error);
        setUnconfirmedEmail(code === 'email_not_confirmed' ? credentials.email : null);
        setAccountWaiting(code === 'account_waiting');
        throw error;
      }
    },
    failure: (error) => ({ message: message(error) }),
  });

  return (
    <>
      <h1>{t('login.title')}</h1>
      <form noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email} />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('fields.password')}
          error={errors.password}
        />
        <FormMessage error={outcome.error} success={outcome.success} />
        {accountWaiting && (
          <p>
            <Link className="button" to={path('/passwordreset')}>
              {t('login.resetNow')}
            </Link>
          </p>
        )}
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
