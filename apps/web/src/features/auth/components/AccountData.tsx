import { accountExportPath } from '@values-cross/contract/paths';
import { useTranslation } from '@/lib/translation';

/**
 * The person's data (product.md §5): deletion by e-mail to the operator, and a download of everything,
 * a plain link that the login's cookie authorises (it works before the page's scripts run).
 */
export function AccountData({ deletionContact }: { deletionContact: string | null }) {
  const { t } = useTranslation('account');
  return (
    <section className="profile-deletion">
      <h2>{t('profile.deletionTitle')}</h2>
      {deletionContact && (
        <p>
          <a href={`mailto:${deletionContact}`}>
            {t('profile.deletion', { email: deletionContact })}
          </a>
        </p>
      )}
      <a className="button" href={accountExportPath} download="values-cross-export.json">
        {t('profile.export')}
      </a>
    </section>
  );
}
