import { Link } from 'react-router';
import type { Locale } from '@values-cross/core';
import { useTranslation } from '@/lib/translation';

/** The way from a result to a cross of one's own group. */
export function GroupCreateLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation('result');
  return (
    <p>
      <Link to={`/${locale}/group`}>{t('groupCreate')}</Link>
    </p>
  );
}

/**
 * Groups on someone else's result: only the way to a group's cross. It needs none of the group
 * code and texts that the visitor's own result loads (ResultGroup).
 */
export function GroupInvitation({ locale }: { locale: Locale }) {
  return (
    <div className="result-group">
      <GroupCreateLink locale={locale} />
    </div>
  );
}
