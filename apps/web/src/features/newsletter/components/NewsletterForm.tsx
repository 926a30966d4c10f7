import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/translation';
import { useParams } from 'react-router';
import { hasUnseenCharacters, isLocale } from '@values-cross/core';
import { emailProblem } from '@/domain/account/email-rule';

import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { subscribe } from '../api/newsletter-api';

/**
 * The newsletter subscription (spec 3: emailSubmit.loading; spec 7: POST user/): e-mail and
 * optional names, validated here; while sending the button shows it; afterwards the visitor is
 * always told to confirm from the inbox.
 */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const { lang } = useParams();
  const prefix = useId().replace(/:/g, '');
  const [loading, setLoading] = useState(false);
  const working = useHydrated();
  const [done, setDone] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [nameErrors, setNameErrors] = useState<{ firstName?: string; lastName?: string }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const problemKey = emailProblem(email);
    const problem = problemKey ? t(`validation.${problemKey}`) : null;
    setEmailError(problem);
    const names = {
      firstName: String(data.get('firstName') ?? '').trim(),
      lastName: String(data.get('lastName') ?? '').trim(),
    };
    // The server refuses a name with an unseen character, and a subscription answers nothing
    // (spec 7): said here, before sending.
    const unseen = Object.fromEntries(
      Object.entries(names)
        .filter(([, name]) => hasUnseenCharacters(name))
        .map(([field]) => [field, t('validation.unseenCharacters')]),
    );
    setNameErrors(unseen);
    if (problem || Object.keys(unseen).length > 0) return;
    setLoading(true);
    await subscribe({ email, ...names, language: isLocale(lang) ? lang : 'de' });
    setLoading(false);
    setDone(true);
  };

  return (
    <section className="newsletter" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.lead')}</p>
      {done ? (
        <FormMessage success={t('newsletter.done')} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={loading}>
          <TextField
            name="email"
            id={`${prefix}-email`}
            type="email"
            autoComplete="email"
            label={t('newsletter.email')}
            error={emailError}
          />
          <TextField
            name="firstName"
            id={`${prefix}-first`}
            autoComplete="given-name"
            label={t('newsletter.firstName')}
            error={nameErrors.firstName ?? null}
          />
          <TextField
            name="lastName"
            id={`${prefix}-last`}
            autoComplete="family-name"
            label={t('newsletter.lastName')}
            error={nameErrors.lastName ?? null}
          />
          {/* Disabled until the page works: the browser must not send the form on its own. */}
          <button type="submit" className="button button--primary" disabled={loading || !working}>
            {loading ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
