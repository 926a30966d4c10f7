import { useTranslation } from '@/lib/translation';
import { QrCodeWhenPrinted } from './QrCode';
import { usePrinted } from './use-printed';

/**
 * The printed sheet's content: when what it shows was made (`made`, an ISO time), and the page's
 * address as text and as a QR code. Loaded once the page works, long before anyone prints; the
 * date and the code are written when the page is printed.
 */
export function PrintSheetBody({ address, made }: { address: string; made?: string | undefined }) {
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
