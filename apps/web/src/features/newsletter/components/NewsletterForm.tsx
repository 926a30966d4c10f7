import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { isLocale } from '@values-cross/core';
import { useTranslation } from '@/lib/translation';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import type { SubscriptionResult } from '../forms/subscription';
import '../newsletter.css';

/**
 * The newsletter subscription (product.md §3: emailSubmit.loading; product.md §7: POST user/): e-mail and
 * optional names; afterwards the visitor is always told to confirm from the inbox. Before the
 * page's scripts run the browser sends it to the newsletter page, whose action the server runs
 * (pages/NewsletterPage.tsx; `result`: what it led to); once they run, the same check and
 * subscription (send-subscription.ts, loaded when sent) run here and the visitor stays on the
 * page, the button showing it is sending.
 */
export function NewsletterForm({
  result,
  asPage = false,
}: {
  result?: SubscriptionResult | undefined;
  /** The page's own content (the newsletter page): its heading is the page's, no region. */
  asPage?: boolean;
}) {
  const { t } = useTranslation('common');
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : 'de';
  const prefix = useId().replace(/:/g, '');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState(result);
  const errors = outcome && !outcome.done ? outcome.errors : {};
  const values = outcome && !outcome.done ? outcome.values : undefined;
  const error = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t(`validation.${key}`) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      const { sendSubscription } = await import('../forms/send-subscription');
      setOutcome(await sendSubscription(form, locale));
    } finally {
      setSending(false);
    }
  };

  // Beside the main content of the home and end pages: a region of its own.
  const Wrapper = asPage ? 'div' : 'section';
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <Wrapper
      className={asPage ? undefined : 'newsletter'}
      aria-labelledby={asPage ? undefined : `${prefix}-title`}
    >
      <Heading id={`${prefix}-title`}>{t('newsletter.title')}</Heading>
      <p>{t('newsletter.lead')}</p>
      {outcome?.done ? (
        <FormMessage success={t('newsletter.done')} />
      ) : (
        <form
          method="post"
          action={`/${locale}/newsletter`}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={sending}
        >
          <TextField
            name="email"
            id={`${prefix}-email`}
            type="email"
            autoComplete="email"
            label={t('newsletter.email')}
            defaultValue={values?.email}
            error={error('email')}
          />
          <TextField
            name="firstName"
            id={`${prefix}-first`}
            autoComplete="given-name"
            label={t('newsletter.firstName')}
            defaultValue={values?.firstName}
            error={error('firstName')}
          />
          <TextField
            name="lastName"
            id={`${prefix}-last`}
            autoComplete="family-name"
            label={t('newsletter.lastName')}
            defaultValue={values?.lastName}
            error={error('lastName')}
          />
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </form>
      )}
    </Wrapper>
  );
}
