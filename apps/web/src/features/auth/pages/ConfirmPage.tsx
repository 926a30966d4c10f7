import { useTranslation } from '@/lib/translation';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { confirmRegistration } from '@/domain/account/account-api';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

/** One confirmation per token, even when the page loads again. */
const confirmations = new Map<string, Promise<{ done: true } | { error: unknown }>>();

/** Visiting the mailed link confirms the address: the outcome is the page's data. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmRegistration(token).then(
      () => ({ done: true as const }),
      (error: unknown) => ({ error }),
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** /confirm?token= : the e-mail confirmation link confirms the address and offers login. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const { path } = useLocalePath();
  const confirmation = useLoaderData<typeof loader>();
  const outcome = 'error' in confirmation ? { error: message(confirmation.error) } : { done: true };
  const code = 'error' in confirmation ? errorCode(confirmation.error) : null;
  // A new reset link also confirms the address (the mail proves it), so it helps here too.
  const linkFailed = code === 'token_invalid' || code === 'token_expired';

  return (
    <>
      <h1>{t('confirm.title')}</h1>
      <FormMessage error={outcome.error} success={outcome.done ? t('confirm.done') : null} />
      {linkFailed && (
        <Link className="button" to={path('/passwordreset')}>
          {t('confirm.requestNew')}
        </Link>
      )}
      {outcome.done && (
        <Link className="button button--primary" to={path('/login')}>
          {t('confirm.login')}
        </Link>
      )}
    </>
  );
}
