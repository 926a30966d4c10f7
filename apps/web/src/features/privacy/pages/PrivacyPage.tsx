import { useTranslation } from '@/lib/translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { transportOf } from '@/lib/api-transport';
import { fetchProviderEmail } from '../api/site-api';

const SECTIONS = [
  'who',
  'survey',
  'browser',
  'reading',
  'account',
  'gallery',
  'groups',
  'population',
  'newsletter',
  'rights',
  'statistics',
] as const;

/** The contact address, or '' when it cannot be read now (the text then says so). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  fetchProviderEmail(transportOf(context)).catch(() => '');

/** The privacy policy: what is stored, why, how long, the gallery, and how to have data deleted. */
export function Component() {
  const { t } = useTranslation('privacy');
  // Without the address (the server could not be asked) the text says so where it would stand.
  const email = useLoaderData<typeof loader>() || t('emailUnknown');
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
