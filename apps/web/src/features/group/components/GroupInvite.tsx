import { lazy, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { WhenNear } from '@/components/ui/WhenNear';
import { useHydrated } from '@/lib/use-hydrated';
import type { Group } from '@/domain/groups/groups-api';

// The QR code's encoder comes when the person uses the page or comes near the code.
const QrCode = lazy(() =>
  import('@/components/ui/QrCode').then(({ QrCode }) => ({ default: QrCode })),
);

/** How long 'Link copied' stays. */
const COPIED_MS = 1500;

/** The join link of a group: on the group's own language page, at this site's address. */
export function useJoinLink(group: Pick<Group, 'code' | 'language'>): string {
  const path = `/${group.language}/group/${group.code}`;
  // The site's address is known in the browser only; the server renders the path.
  return useHydrated() ? `${window.location.origin}${path}` : path;
}

/** A button that copies a text, and says so for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('group');
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!hydrated}
        onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
      >
        {label}
      </button>
      <span className="group-copied" role="status">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}

/** How others join: the join link and its QR code, and the live screen for a projector. */
export function GroupInvite({ group, locale }: { group: Group; locale: string }) {
  const { t } = useTranslation('group');
  const link = useJoinLink(group);
  const hydrated = useHydrated();
  return (
    <section className="group-section group-invite" aria-labelledby="group-invite-title">
      <h2 id="group-invite-title">{t('invite.title')}</h2>
      <p>{t('invite.lead')}</p>
      <div className="group-invite__qr">
        {hydrated ? (
          <WhenNear placeholder={<div className="qr-code" />}>
            <QrCode text={link} label={t('invite.qr', { name: group.name })} />
          </WhenNear>
        ) : (
          <div className="qr-code" />
        )}
      </div>
      <p className="group-invite__link">
        <a href={link} translate="no">
          {link}
        </a>
      </p>
      <div className="group-actions">
        <CopyButton text={link} label={t('invite.copy')} />
        <Link className="button" to={`/${locale}/group/${group.code}/screen`}>
          {t('invite.screen')}
        </Link>
      </div>
    </section>
  );
}
