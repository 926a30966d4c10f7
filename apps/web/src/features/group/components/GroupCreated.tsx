import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Locale } from '@values-cross/core';
import { useTranslation } from '@/lib/translation';
import type { CreatedGroup } from '@/domain/groups/groups-api';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
import '@/components/ui/notice.css';

/**
 * A group just made from a form sent before the page's scripts ran: its private admin link to
 * keep (shown in full, the server rendering it too) and the way to its page. Once the scripts
 * run, this browser keeps the admin secret, as after a group made with them.
 */
export function GroupCreated({
  created,
  emailGiven,
  locale,
}: {
  created: CreatedGroup;
  emailGiven: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('group');
  const { t: tAdmin } = useTranslation('group-admin');
  const { code, adminSecret, name, joinUrl, mailed } = created;
  const adminPath = `/${locale}/group/${code}#admin=${adminSecret}`;
  useEffect(() => rememberAdminSecret(code, adminSecret), [code, adminSecret]);
  return (
    <>
      <h1>{name}</h1>
      <div className="notice group-admin__created" role="status">
        <p>
          <strong>{tAdmin('createdTitle')}</strong>
        </p>
        <p>{tAdmin('createdKeep')}</p>
        {emailGiven && <p>{tAdmin(mailed ? 'createdMailed' : 'createdNotMailed')}</p>}
        <p className="group-admin__url">
          <code translate="no">{`${new URL(joinUrl).origin}${adminPath}`}</code>
        </p>
      </div>
      <p>
        <Link className="button button--primary" to={adminPath}>
          {t('create.open')}
        </Link>
      </p>
    </>
  );
}
