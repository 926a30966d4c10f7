import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/ui/FormMessage';
import { confirmSubscription } from '../api/newsletter-api';

const confirmations = new Map<string, Promise<boolean>>();

/** /newsletter/confirm?token= : the double opt-in link of the newsletter mail. */
export function Component() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    let confirmation = confirmations.get(token);
    if (!confirmation) {
      confirmation = confirmSubscription(token);
      confirmations.set(token, confirmation);
    }
    void confirmation.then((ok) => current && setOutcome(ok));
    return () => {
      current = false;
    };
  }, [token]);
  return (
    <>
      <h1>{t('newsletter.confirmTitle')}</h1>
      {outcome === null && <p role="status">{t('newsletter.confirmWorking')}</p>}
      {outcome !== null && (
        <FormMessage
          error={outcome ? null : t('errors.token_invalid')}
          success={outcome ? t('newsletter.confirmed') : null}
        />
      )}
    </>
  );
}
