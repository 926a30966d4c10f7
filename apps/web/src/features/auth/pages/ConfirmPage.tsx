import { useTranslation } from '@/lib/translation';
import { Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { PendingConfirmation, useLinkConfirmation } from '@/components/ui/LinkConfirmation';
import { confirmRegistration } from '@/domain/account/account-api';
import { browserTransport, transportOf, type ApiTransport } from '@/lib/api-transport';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

/** What confirming the address led to. */
type Confirmed = { done: true } | { failure: string };

async function confirmAddress(
  token: string,
  transport: ApiTransport = browserTransport,
): Promise<Confirmed> {
  try {
    await confirmRegistration(token, transport);
    return { done: true };
  } catch (error) {
    return { failure: errorCode(error) ?? 'generic' };
  }
}

/**
 * The confirmation's action: the button sent before the page's scripts ran comes here, to the
 * mailed link's own address (its `token` in the query), and the server confirms and renders this
 * page with what it led to. Only the server runs it: the browser's build leaves it out.
 */
export const action = import.meta.env.SSR
  ? async ({ request, context }: ActionFunctionArgs) =>
      confirmAddress(new URL(request.url).searchParams.get('token') ?? '', transportOf(context))
  : undefined;

/**
 * /confirm?token= : the e-mail confirmation link confirms the address and offers login; at once
 * once the page's scripts run, by its one button before (LinkConfirmation).
 */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const { path } = useLocalePath();
  const [params] = useSearchParams();
  const outcome = useLinkConfirmation(confirmAddress, {
    token: params.get('token') ?? '',
    sent: useActionData<typeof action>(),
  });
  const failure = outcome && 'failure' in outcome ? outcome.failure : null;
  // A new reset link also confirms the address (the mail proves it), so it helps here too.
  const linkFailed = failure === 'token_invalid' || failure === 'token_expired';

  return (
    <>
      <h1>{t('confirm.title')}</h1>
      {outcome ? (
        <FormMessage
          error={failure ? message(failure) : null}
          success={failure ? null : t('confirm.done')}
        />
      ) : (
        <PendingConfirmation button={t('confirm.button')} working={t('confirm.working')} />
      )}
      {linkFailed && (
        <Link className="button" to={path('/passwordreset')}>
          {t('confirm.requestNew')}
        </Link>
      )}
      {outcome && !failure && (
        <Link className="button button--primary" to={path('/login')}>
          {t('confirm.login')}
        </Link>
      )}
    </>
  );
}
