import { useTranslation } from '@/lib/translation';
import { useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { PendingConfirmation, useLinkConfirmation } from '@/components/ui/LinkConfirmation';
import { transportOf } from '@/lib/api-transport';
import { confirmSubscription } from '../api/newsletter-api';

/**
 * The confirmation's action: the button sent before the page's scripts ran comes here, to the
 * mailed link's own address (its `token` in the query); only the server runs it.
 */
export const action = import.meta.env.SSR
  ? async ({ request, context }: ActionFunctionArgs) =>
      confirmSubscription(
        new URL(request.url).searchParams.get('token') ?? '',
        transportOf(context),
      )
  : undefined;

/**
 * /newsletter/confirm?token= : the double opt-in link of the newsletter mail; confirms at once
 * once the page's scripts run, by its one button before (LinkConfirmation).
 */
export function Component() {
  const { t } = useTranslation('common');
  const { t: tAccount } = useTranslation('account');
  const [params] = useSearchParams();
  const outcome = useLinkConfirmation(confirmSubscription, {
    token: params.get('token') ?? '',
    sent: useActionData<typeof action>(),
  });
  return (
    <>
      <h1>{t('newsletter.confirmTitle')}</h1>
      {outcome === undefined ? (
        <PendingConfirmation
          button={tAccount('confirm.subscription')}
          working={t('newsletter.confirmWorking')}
        />
      ) : (
        <FormMessage
          error={outcome ? null : tAccount('errors.token_invalid')}
          success={outcome ? t('newsletter.confirmed') : null}
        />
      )}
    </>
  );
}
