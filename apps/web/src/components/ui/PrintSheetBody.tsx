import { useTranslation } from '@/lib/translation';
import { QrCodeWhenPrinted } from './QrCode';

/**
 * The printed sheet's content: when what it shows was made (`made`, an ISO time), and the page's
 * address as text and as a QR code. Loaded once the page works, long before anyone prints.
 */
export function PrintSheetBody({ address, made }: { address: string; made?: string | undefined }) {
  const { t, i18n } = useTranslation('common');
  const date =
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
        {date && <span className="print-sheet__made">{t('print.made', { date })}</span>}
        {date && <br />}
        {t('print.address')}
        <br />
        <span className="print-sheet__address" translate="no">
          {address}
        </span>
      </p>
    </>
  );
}
