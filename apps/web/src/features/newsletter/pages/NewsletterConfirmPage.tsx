import { useTranslation } from '@/lib/translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { confirmSubscription } from '../api/newsletter-api';

/** One confirmation per token, even when the page loads again. */
const confirmations = new Map<string, Promise<boolean>>();

/** Visiting the mailed link confirms the subscription: whether it did is the page's data. */
export function loader({ request }: LoaderFunctionArgs): Promise<boolean> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmSubscription(token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** /newsletter/confirm?token= : the double opt-in link of the newsletter mail. */
export function Component() {
  const { t } = useTranslation('common');
  const { t: tAccount } = useTranslation('account');
  const outcome = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t('newsletter.confirmTitle')}</h1>
      <FormMessage
        error={outcome ? null : tAccount('errors.token_invalid')}
        success={outcome ? t('newsletter.confirmed') : null}
      />
    </>
  );
}
