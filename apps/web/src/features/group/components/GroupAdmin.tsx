import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@values-cross/core';
import { useTranslation } from '@/lib/translation';
import { usePageTexts } from '@/lib/use-page-texts';
import { useNavigate, useRevalidator } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { ApiError } from '@/lib/api-client';
import { deleteGroup, setGroupClosed, type Group } from '@/domain/groups/groups-api';
import { forgetAdminSecret } from '@/domain/groups/group-admin-secret';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import { CopyButton } from './GroupInvite';
import { GroupMembersAdmin } from './GroupMembersAdmin';
import type { MembersRead } from '../api/group-data';
import '@/components/ui/notice.css';

/** A group just made: whether an address was given for the admin link, and whether it went. */
export interface CreatedNotice {
  email: boolean;
  /** False when a limit on mails to new addresses kept the mail back (the group exists). */
  mailed?: boolean;
}

interface GroupAdminProps {
  group: Group;
  secret: string;
  /** The members as the route's loader reads them for this secret (none where it did not). */
  members: Promise<MembersRead> | undefined;
  locale: Locale;
  /** Just created: the admin link is shown with the advice to keep it private. */
  created: CreatedNotice | null;
}

/** The private admin link of a group, to copy. */
function AdminLink({ group, secret }: { group: Group; secret: string }) {
  const { t } = useTranslation('group-admin');
  const link = `${window.location.origin}/${group.language}/group/${group.code}#admin=${secret}`;
  return (
    <div className="group-admin__link">
      <p className="group-admin__url">
        <code translate="no">{link}</code>
      </p>
      <div className="group-actions">
        <CopyButton text={link} label={t('copy')} />
      </div>
    </div>
  );
}

/** Deleting asks once more, with the keyboard focus on "keep it". */
function DeleteGroup({ onDelete, busy }: { onDelete: () => void; busy: boolean }) {
  const { t } = useTranslation('group-admin');
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {t('delete')}
      </button>
    );
  }
  return (
    <div className="notice group-admin__confirm" role="group" aria-labelledby="group-delete-q">
      <p id="group-delete-q">{t('deleteQuestion')}</p>
      <div className="group-actions">
        <button ref={keep} type="button" className="button" onClick={() => setAsking(false)}>
          {t('keep')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onDelete}>
          {t('deleteConfirm')}
        </button>
      </div>
    </div>
  );
}

/**
 * What the group's creator can do with its admin secret (issue: groups): copy the private admin
 * link, close the group to new members or open it again, delete it, and see its members and
 * remove one.
 */
function GroupAdminSection({ group, secret, members, locale, created }: GroupAdminProps) {
  const { t } = useTranslation('group-admin');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const errorMessage = useGroupErrorMessage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; success?: string }>({});

  const fail = (error: unknown) => {
    // A secret the server does not know (any more) gives no admin rights here either.
    if (error instanceof ApiError && error.status === 403) forgetAdminSecret(group.code);
    setOutcome({ error: errorMessage(error) });
    setBusy(false);
  };

  const toggleClosed = () => {
    setBusy(true);
    setGroupClosed(group.code, { secret, closed: !group.closed }).then((changed) => {
      setOutcome({ success: changed.closed ? t('closedNow') : t('openNow') });
      setBusy(false);
      void revalidator.revalidate();
    }, fail);
  };

  const remove = () => {
    setBusy(true);
    deleteGroup(group.code, secret).then(() => {
      forgetAdminSecret(group.code);
      void navigate(`/${locale}/group`, { replace: true, state: { deleted: group.name } });
    }, fail);
  };

  return (
    <section className="group-section group-admin" aria-labelledby="group-admin-title">
      <h2 id="group-admin-title">{t('title')}</h2>
      {created ? (
        <div className="notice group-admin__created">
          <p>
            <strong>{t('createdTitle')}</strong>
          </p>
          <p>{t('createdKeep')}</p>
          {created.email && created.mailed !== false && <p>{t('createdMailed')}</p>}
          {created.email && created.mailed === false && (
            <p role="status">{t('createdNotMailed')}</p>
          )}
          <AdminLink group={group} secret={secret} />
        </div>
      ) : (
        <>
          <p>{t('lead')}</p>
          <AdminLink group={group} secret={secret} />
        </>
      )}
      <p>{group.closed ? t('isClosed') : t('isOpen')}</p>
      <div className="group-actions">
        <button type="button" className="button" disabled={busy} onClick={toggleClosed}>
          {group.closed ? t('reopen') : t('close')}
        </button>
        <DeleteGroup onDelete={remove} busy={busy} />
      </div>
      <FormMessage {...outcome} />
      <GroupMembersAdmin group={group} secret={secret} members={members} locale={locale} />
    </section>
  );
}

/**
 * The admin's part of the group page, in the browser that holds the admin secret: its texts
 * (the `group-admin` namespace) load with it, the other visitors carry none of them.
 */
export function GroupAdmin(props: GroupAdminProps) {
  return usePageTexts(props.locale, ['group-admin']) ? <GroupAdminSection {...props} /> : null;
}
