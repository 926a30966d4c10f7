import { accountExportPath } from '@values-cross/contract/paths';
import { useTranslation } from '@/lib/translation';
import { apiFetch } from '@/lib/api-client';

async function downloadExport(): Promise<void> {
  const response = await apiFetch(accountExportPath);
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'values-cross-export.json',
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The person's data (spec 5): deletion by e-mail to the operator, and a download of everything. */
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
      <button type="button" className="button" onClick={() => void downloadExport()}>
        {t('profile.export')}
      </button>
    </section>
  );
}
