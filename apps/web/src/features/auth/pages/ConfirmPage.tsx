import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/ui/FormMessage';
import { confirmRegistration } from '../../../lib/account-api';
import { useErrorMessage } from '../use-error-message';
import { useLocalePath } from '../use-locale-path';

/** One confirmation per token, even when effects run twice. */
const confirmations = new Map<string, Promise<unknown>>();

/** /confirm?token= : the e-mail confirmation link confirms the address and offers login. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const [params] = useSearchParams();
  const { path } = useLocalePath();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ done?: boolean; error?: string }>({});

  useEffect(() => {
    let current = true;
    let confirmation = confirmations.get(token);
    if (!confirmation) {
      confirmation = confirmRegistration(token);
      confirmations.set(token, confirmation);
    }
    confirmation.then(
      () => current && setOutcome({ done: true }),
      (error: unknown) => current && setOutcome({ error: message(error) }),
    );
    return () => {
      current = false;
    };
    // The message function is stable in meaning; the token alone decides the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <>
      <h1>{t('confirm.title')}</h1>
      {!outcome.done && !outcome.error && <p role="status">{t('confirm.working')}</p>}
      <FormMessage error={outcome.error} success={outcome.done ? t('confirm.done') : null} />
      {outcome.done && (
        <Link className="button button--primary" to={path('/login')}>
          {t('confirm.login')}
        </Link>
      )}
    </>
  );
}
