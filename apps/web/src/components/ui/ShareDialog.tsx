import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { useShownPageTexts } from '@/lib/use-page-texts';
import './share-dialog.css';

// The QR encoder loads only when someone opens a share window.
const QrCode = lazy(() => import('./QrCode').then((module) => ({ default: module.QrCode })));

/** How long 'Link copied' stays (product.md §9: about 1 s). */
export const COPY_CONFIRMATION_MS = 1000;

export interface ShareDialogProps {
  url: string;
  open: boolean;
  onClose: () => void;
  /** Defaults to 'Share your cross'. */
  title?: string;
  /**
   * A result's link: `own` says the link shows the person's answers that moved each value;
   * `visitor` speaks of "this cross". Other links: neither.
   */
  voice?: 'own' | 'visitor';
}

/**
 * The share window (product.md §2): title, QR code of the URL, mail link, copy link with a short
 * confirmation, and the device's own share sheet where it exists.
 */
export function ShareDialog(props: ShareDialogProps) {
  // Its texts come when it first opens (no page carries them with it).
  const ready = useShownPageTexts(['result-opened']);
  return ready ? <Dialog {...props} /> : null;
}

function Dialog({ url, open, onClose, title, voice }: ShareDialogProps) {
  // A result's own texts (its voice, what the link shows) come when it opens.
  const { t: te } = useTranslation('result-opened');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const visitor = voice === 'visitor';
  const subject = visitor ? te('visitor.share.mailSubject') : te('share.mailSubject');
  const body = visitor ? te('visitor.share.mailBody', { url }) : te('share.mailBody', { url });
  const mail = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  return (
    <dialog ref={dialog} className="share-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title ?? (visitor ? te('visitor.share.title') : te('share.title'))}</h2>
      {/* The content only while open: the page's address is known in the browser only. */}
      {open && (
        <>
          <Suspense fallback={<div className="qr-code" />}>
            <QrCode text={url} label={visitor ? te('visitor.share.qr') : te('share.qr')} />
          </Suspense>
          <p className="share-dialog__url">{url}</p>
          {voice && (
            <p className="share-dialog__note">
              {visitor ? te('visitor.share.note') : te('share.note')}
            </p>
          )}
          <div className="share-dialog__actions">
            <a className="button" href={mail}>
              {te('share.mail')}
            </a>
            <button
              type="button"
              className="button"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
            >
              {te('share.copy')}
            </button>
            {canShare && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  void navigator
                    .share({ title: te('share.mailSubject'), url })
                    .catch(() => undefined)
                }
              >
                {te('share.native')}
              </button>
            )}
            <p className="share-dialog__copied" role="status">
              {copied ? te('share.copied') : ''}
            </p>
            <button type="button" className="button button--primary" onClick={onClose}>
              {te('share.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
