import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  'who',
  'survey',
  'browser',
  'account',
  'gallery',
  'newsletter',
  'rights',
  'statistics',
] as const;

/** The installation's data-protection address (PROVIDER_EMAIL), from the server. */
function useProviderEmail(): string {
  const [email, setEmail] = useState('');
  useEffect(() => {
    let current = true;
    fetch('/api/v1/site/')
      .then((response) =>
        response.ok ? (response.json() as Promise<{ providerEmail: string }>) : null,
      )
      .then((site) => current && site && setEmail(site.providerEmail))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return email;
}

/** The privacy policy: what is stored, why, how long, the gallery, and how to have data deleted. */
export function Component() {
  const { t } = useTranslation('privacy');
  const email = useProviderEmail();
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="privacy__updated">{t('updated')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`sections.${section}.title`)}</h2>
          <p>{t(`sections.${section}.text`, { email })}</p>
        </section>
      ))}
    </>
  );
}
