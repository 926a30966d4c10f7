import { useTranslation } from '@/lib/translation';
import { Link, useLoaderData, useParams } from 'react-router';
import { QrCode } from '@/components/ui/QrCode';
import { useHydrated } from '@/lib/use-hydrated';
import type { Group } from '@/domain/groups/groups-api';
import { usePageStatus } from '@/lib/page-status';
import { GroupCrossFigure, GroupValuesTable } from '../components/GroupCross';
import { useJoinLink } from '../components/GroupInvite';
import { loadGroup } from '../api/group-data';
import { useGroupFeed } from '../api/use-group-feed';
import '../group.css';

export const loader = loadGroup;

/** Whether the screen is live, or shows the last data while it reconnects. */
function FeedStatus({ live, gone }: { live: boolean; gone: boolean }) {
  const { t } = useTranslation('group');
  const hydrated = useHydrated();
  const text = gone ? t('screen.gone') : hydrated && !live ? t('screen.reconnecting') : '';
  return (
    <p
      className={`group-screen__status${text ? ' group-screen__status--shown' : ''}`}
      role="status"
    >
      {text}
    </p>
  );
}

/**
 * /group/{code}/screen (issue: groups): for a projector in a classroom or at an event, read from
 * the back of the room: the join QR code and link, the member count and, from five members on,
 * the average cross, all updating live; fits a 1920 × 1080 screen without scrolling, and a phone.
 */
export function Component() {
  const { t } = useTranslation('group');
  const { lang } = useParams();
  const { group, live, gone } = useGroupFeed(useLoaderData<Group>());
  const link = useJoinLink(group);
  const hydrated = useHydrated();
  usePageStatus()?.changing();
  return (
    <div className="group-screen">
      <div className="group-screen__join">
        <h1 className="group-screen__name">{group.name}</h1>
        <p className="group-screen__count" aria-live="polite">
          {t('screen.members', { count: group.members })}
        </p>
        {group.closed ? (
          <p className="group-screen__closed">{t('screen.closed')}</p>
        ) : (
          <>
            <div className="group-screen__qr">
              {hydrated ? (
                <QrCode text={link} label={t('invite.qr', { name: group.name })} />
              ) : (
                <div className="qr-code" />
              )}
            </div>
            <p className="group-screen__link">
              {t('screen.join')}{' '}
              <span className="group-screen__url" translate="no">
                {link.replace(/^https?:\/\//, '')}
              </span>
            </p>
          </>
        )}
      </div>
      <div className="group-screen__cross">
        <GroupCrossFigure group={group} labels />
        <div className="visually-hidden">
          <GroupValuesTable group={group} />
        </div>
        <FeedStatus live={live} gone={gone} />
        <Link className="group-screen__back" to={`/${lang ?? group.language}/group/${group.code}`}>
          {t('screen.back')}
        </Link>
      </div>
    </div>
  );
}
