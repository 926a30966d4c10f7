import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isValidPassword } from '@values-cross/core';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { confirmPasswordReset } from '../../../lib/account-api';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { useErrorMessage } from '../use-error-message';
import { useLocalePath } from '../use-locale-path';

/** /passwordchange?token= (spec 2, 8): sets a new password from the reset mail's link. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const { path } = useLocalePath();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ password?: string; passwordRepeat?: string }>({});
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const repeat = String(new FormData(event.currentTarget).get('passwordRepeat') ?? '');
    const found = {
      password: !password
        ? t('validation.required')
        : !isValidPassword(password)
          ? t('validation.passwordRule')
          : undefined,
      passwordRepeat: !repeat
        ? t('validation.required')
        : repeat !== password
          ? t('validation.passwordsMatch')
          : undefined,
    };
    setProblems(found);
    setOutcome({});
    if (found.password || found.passwordRepeat) return;
    setBusy(true);
    try {
      await confirmPasswordReset({ token: params.get('token') ?? '', password });
      setOutcome({ success: t('passwordChange.success') });
    } catch (error) {
      setOutcome({ error: message(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('passwordChange.title')}</h1>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('fields.newPassword')}
          error={problems.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordChecklist password={password} id="password-rules" />
        <TextField
          name="passwordRepeat"
          type="password"
          autoComplete="new-password"
          label={t('fields.passwordRepeat')}
          error={problems.passwordRepeat}
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
      {outcome.success && (
        <Link className="button" to={path('/login')}>
          {t('passwordChange.login')}
        </Link>
      )}
    </>
  );
}
