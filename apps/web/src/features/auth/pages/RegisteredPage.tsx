import { useTranslation } from '@/lib/translation';

/** /registered (product.md §2): after signing up, the visitor is told to confirm the e-mail address. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <>
      <h1>{t('registered.title')}</h1>
      <p>{t('registered.lead')}</p>
    </>
  );
}
