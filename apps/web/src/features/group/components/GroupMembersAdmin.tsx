import { Suspense, use, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { ApiError } from '@/lib/api-client';
import { forgetAdminSecret } from '@/domain/groups/group-admin-secret';
import type { Group } from '@/domain/groups/groups-api';
import { useTranslation } from '@/lib/translation';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import { removeGroupMember, type GroupMembers } from '../api/group-members-api';
import type { MembersRead } from '../api/group-data';
import '@/components/ui/notice.css';

type Member = GroupMembers['members'][number];

/** Removing asks once more, with the keyboard focus on "keep it". */
function RemoveMember({
  id,
  time,
  busy,
  onRemove,
}: {
  id: string;
  time: string;
  busy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('group-admin');
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button
        type="button"
        className="button"
        aria-label={t('memberRemoveLabel', { time })}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {t('memberRemove')}
      </button>
    );
  }
  const question = `group-member-q-${id}`;
  return (
    <div className="notice group-admin__confirm" role="group" aria-labelledby={question}>
      <p id={question}>{t('memberRemoveQuestion', { time })}</p>
      <div className="group-actions">
        <button ref={keep} type="button" className="button" onClick={() => setAsking(false)}>
          {t('memberKeep')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onRemove}>
          {t('memberRemoveConfirm')}
        </button>
      </div>
    </div>
  );
}

/** The admin's members part: its group, secret, the members as read, and the page's language. */
interface MembersProps {
  group: Group;
  secret: string;
  members: Promise<MembersRead> | undefined;
  locale: string;
}

/**
 * The members as the group's admin sees them (issue: a group's admin removes a member): each
 * result by the minute it was made, newest first, never its answers or cross; removing one asks
 * first, takes it out of the group only, and the group's figures follow. The list comes from
 * the route's loader, which reads it in the browser that holds the secret; a page the server
 * rendered (it holds no secret) is read again once the secret is known here.
 */
export function GroupMembersAdmin({ group, secret, members, locale }: MembersProps) {
  const { t } = useTranslation('group-admin');
  const { revalidate } = useRevalidator();
  const unread = members === undefined;
  useEffect(() => {
    if (unread) void revalidate();
  }, [unread, revalidate]);
  return (
    <section className="group-members" aria-labelledby="group-members-title">
      <h3 id="group-members-title">{t('membersTitle')}</h3>
      <p>{t('membersLead')}</p>
      {members && (
        <Suspense fallback={null}>
          <MembersList group={group} secret={secret} members={members} locale={locale} />
        </Suspense>
      )}
    </section>
  );
}

/** The list as it came, with what removing a member led to. */
function MembersList({
  group,
  secret,
  members,
  locale,
}: MembersProps & { members: Promise<MembersRead> }) {
  const { t } = useTranslation('group-admin');
  const revalidator = useRevalidator();
  const errorMessage = useGroupErrorMessage();
  const read = use(members);
  // Taken out here before the list is read again (the route's loader reads it after a removal).
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  });
  const timeOf = (member: Member) => format.format(new Date(member.madeAt));
  const readError = 'error' in read ? read.error : null;
  // A secret the server does not know (any more) gives no admin rights here either.
  const refused = (error: unknown) => error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (refused(readError)) forgetAdminSecret(group.code);
  }, [readError, group.code]);

  const fail = (error: unknown) => {
    if (refused(error)) forgetAdminSecret(group.code);
    setOutcome({ error: errorMessage(error) });
    setBusy(false);
  };

  const remove = (member: Member) => {
    setBusy(true);
    removeGroupMember(group.code, { secret, memberId: member.id }).then(() => {
      setRemoved((gone) => [...gone, member.id]);
      setOutcome({ success: t('memberRemoved', { time: timeOf(member) }) });
      setBusy(false);
      void revalidator.revalidate();
    }, fail);
  };

  const list = 'members' in read ? read.members : null;
  const shown = list?.members.filter((member) => !removed.includes(member.id)) ?? [];
  return (
    <>
      {list && shown.length === 0 && <p>{t('membersNone')}</p>}
      {shown.length > 0 && (
        <ol className="group-members__list">
          {shown.map((member) => (
            <li key={member.id} className="group-members__item">
              <span>{t('memberMade', { time: timeOf(member) })}</span>
              <RemoveMember
                id={member.id}
                time={timeOf(member)}
                busy={busy}
                onRemove={() => remove(member)}
              />
            </li>
          ))}
        </ol>
      )}
      {list && list.more > 0 && <p>{t('membersMore', { count: list.more })}</p>}
      <FormMessage {...(readError !== null ? { error: errorMessage(readError) } : outcome)} />
    </>
  );
}
