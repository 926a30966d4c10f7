import { useTranslation } from 'react-i18next';
import { LoginLayout } from '../../../app/layouts/LoginLayout';

/** /registered (spec 2): after signing up, the visitor is told to confirm the e-mail address. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <LoginLayout>
      <h1>{t('registered.title')}</h1>
      <p>{t('registered.lead')}</p>
    </LoginLayout>
  );
}
