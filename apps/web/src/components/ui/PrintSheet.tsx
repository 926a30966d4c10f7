import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/translation';
import { QrCodeWhenPrinted } from './QrCode';
import { usePrinted } from './use-printed';

/**
 * The printed sheet's content: when what it shows was made (`made`, an ISO time), and the page's
 * address as text and as a QR code, loaded once the person uses the page or prints it
 * (page-parts.ts); the date and the code are written when the page is printed.
 */
function PrintSheetBody({ address, made }: { address: string; made?: string | undefined }) {
  const { t, i18n } = useTranslation('common');
  // Written when the page is printed: a page's first date (or number) formatter costs a phone
  // 40-120 ms of one task (4x CPU slowdown) while the page has just begun to work.
  const printed = usePrinted();
  const date =
    printed &&
    made &&
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Zurich',
    }).format(new Date(made));
  return (
    <>
      <QrCodeWhenPrinted text={address} label={t('print.qr')} />
      <p>
        {made && (
          <span className="print-sheet__made">{date ? t('print.made', { date }) : null}</span>
        )}
        {made && <br />}
        {t('print.address')}
        <br />
        <span className="print-sheet__address" translate="no">
          {address}
        </span>
      </p>
    </>
  );
}

/**
 * What only paper shows: the page's address as text and as a QR code, to open it again from the
 * sheet, and when what it shows was made (`made`, an ISO time). Hidden on screen; the print
 * style sheet shows it. Its address is the browser's, so it is drawn once the page works (the
 * server does not know under which name it is reached).
 */
export function PrintSheet({ path, made }: { path: string; made?: string | undefined }) {
  if (!useHydrated()) return null;
  return (
    <section className="print-sheet">
      <PrintSheetBody address={`${window.location.origin}${path}`} made={made} />
    </section>
  );
}
