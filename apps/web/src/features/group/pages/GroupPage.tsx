import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import { useOnline } from '@/lib/use-online';
import { useLoaderData, useLocation, useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { usePageStatus } from '@/lib/page-status';
import {
  adminSecretInFragment,
  rememberAdminSecret,
  useAdminSecret,
} from '@/domain/groups/group-admin-secret';
import type { CreatedNotice } from '../components/GroupAdmin';
import { GroupCross } from '../components/GroupCross';
import { GroupInvite } from '../components/GroupInvite';
import { GroupJoin } from '../components/GroupJoin';
import { PrintButton } from '@/components/ui/Printing';
import { loadGroupPage, type GroupPageData } from '../api/group-data';
import '../group.css';

export const loader = loadGroupPage;

// Only the browser that holds the admin secret shows the admin's part: its code comes then.
const GroupAdmin = lazy(() =>
  import('../components/GroupAdmin').then(({ GroupAdmin }) => ({ default: GroupAdmin })),
);

/**
 * An admin link (`#admin=…`) gives this browser the group's admin rights; the secret then leaves
 * the address at once, so the page's address can be shared without it.
 */
function useAdminLink(code: string) {
  const { hash } = useLocation();
  useEffect(() => {
    const secret = adminSecretInFragment(hash);
    if (!secret) return;
    rememberAdminSecret(code, secret);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, [code, hash]);
}

/**
 * /group/{code} (issue: groups): the group's name and member count, how to join, its average
 * cross from five members on, the join link with its QR code, and the admin view for the
 * browser that holds the admin secret.
 */
export function Component() {
  const { t } = useTranslation('group');
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const { group, admin } = useLoaderData<GroupPageData>();
  const { state } = useLocation();
  const created = (state as { created?: CreatedNotice } | null)?.created ?? null;
  const secret = useAdminSecret(group.code);
  const online = useOnline();
  // The member count changes at any moment: the server renders this page afresh each time.
  usePageStatus()?.changing();
  useAdminLink(group.code);

  return (
    <>
      <h1 className="group-title">{group.name}</h1>
      {/* Offline (a kiosk in a hall whose network is away) the group is as last seen here. */}
      {!online && (
        <p className="notice" role="status">
          {t('offline')}
        </p>
      )}
      <p className="group-summary">
        {t('members', { count: group.members })}
        {group.closed && <span className="group-badge">{t('closedBadge')}</span>}
      </p>
      {secret && (
        <Suspense fallback={null}>
          <GroupAdmin
            group={group}
            secret={secret}
            members={admin?.secret === secret ? admin.members : undefined}
            locale={locale}
            created={created}
          />
        </Suspense>
      )}
      <GroupJoin group={group} locale={locale} />
      <GroupCross group={group} />
      <GroupInvite group={group} locale={locale} />
      <div className="group-actions">
        <PrintButton />
      </div>
    </>
  );
}
