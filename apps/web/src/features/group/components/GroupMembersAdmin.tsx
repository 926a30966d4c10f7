import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { ApiError } from '@/lib/api-client';
import { forgetAdminSecret } from '@/domain/groups/group-admin-secret';
import type { Group } from '@/domain/groups/groups-api';
import { useTranslation } from '@/lib/translation';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import { fetchGroupMembers, removeGroupMember, type GroupMembers } from '../api/group-members-api';
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

/**
 * The members as the group's admin sees them (issue: a group's admin removes a member): each
 * result by the minute it was made, newest first, never its answers or cross; removing one asks
 * first, takes it out of the group only, and the group's figures follow.
 */
export function GroupMembersAdmin({
  group,
  secret,
  locale,
}: {
  group: Group;
  secret: string;
  locale: string;
}) {
  const { t } = useTranslation('group-admin');
  const revalidator = useRevalidator();
  const errorMessage = useGroupErrorMessage();
  const [list, setList] = useState<GroupMembers | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  });
  const timeOf = (member: Member) => format.format(new Date(member.madeAt));

  const fail = (error: unknown) => {
    // A secret the server does not know (any more) gives no admin rights here either.
    if (error instanceof ApiError && error.status === 403) forgetAdminSecret(group.code);
    setOutcome({ error: errorMessage(error) });
    setBusy(false);
  };

  // Read again whenever the group's count changes (a join, a leave, a removal).
  useEffect(() => {
    let current = true;
    fetchGroupMembers(group.code, secret).then((members) => {
      if (current) setList(members);
    }, fail);
    return () => {
      current = false;
    };
    // `fail` only sets state; the list depends on the group, its secret and its count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group.code, secret, group.members]);

  const remove = (member: Member) => {
    setBusy(true);
    removeGroupMember(group.code, { secret, memberId: member.id }).then(() => {
      setList(
        (shown) =>
          shown && { ...shown, members: shown.members.filter((other) => other.id !== member.id) },
      );
      setOutcome({ success: t('memberRemoved', { time: timeOf(member) }) });
      setBusy(false);
      void revalidator.revalidate();
    }, fail);
  };

  return (
    <section className="group-members" aria-labelledby="group-members-title">
      <h3 id="group-members-title">{t('membersTitle')}</h3>
      <p>{t('membersLead')}</p>
      {list && list.members.length === 0 && <p>{t('membersNone')}</p>}
      {list && list.members.length > 0 && (
        <ol className="group-members__list">
          {list.members.map((member) => (
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
      <FormMessage {...outcome} />
    </section>
  );
}
