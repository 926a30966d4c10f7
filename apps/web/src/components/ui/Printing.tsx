import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/translation';

// The QR code's encoder loads once the page works, long before anyone prints; it draws the code
// when the page is printed.
const QrCode = lazy(() =>
  import('./QrCode').then((module) => ({ default: module.QrCodeWhenPrinted })),
);

/**
 * "Print or save as PDF": the browser's print dialog, where saving as PDF is one of the
 * printers. The page's print style sheet lays it out on one A4 page. Shown once the page works.
 */
export function PrintButton() {
  const { t } = useTranslation('common');
  if (!useHydrated()) return null;
  return (
    <button type="button" className="button print-button" onClick={() => window.print()}>
      {t('print.button')}
    </button>
  );
}

/**
 * What only paper shows: the page's address as text and as a QR code, to open it again from the
 * sheet. Hidden on screen; the print style sheet shows it. Its address is the browser's, so it
 * is drawn once the page works (the server does not know under which name it is reached).
 */
export function PrintSheet({ path }: { path: string }) {
  const { t } = useTranslation('common');
  if (!useHydrated()) return null;
  const address = `${window.location.origin}${path}`;
  return (
    <section className="print-sheet">
      <Suspense fallback={null}>
        <QrCode text={address} label={t('print.qr')} />
      </Suspense>
      <p>
        {t('print.address')}
        <br />
        <span className="print-sheet__address" translate="no">
          {address}
        </span>
      </p>
    </section>
  );
}
