import { useTranslation } from '@/lib/translation';
import { useShownPageTexts } from '@/lib/use-page-texts';
import '@/components/ui/notice.css';

/**
 * Said of a result the device scored while the server could not be reached (decision 0059): not
 * sent yet, sent by itself when the device is online again, and what waits for its code. Its
 * texts load with it: most results never need them.
 */
export function UnsentNotice() {
  const ready = useShownPageTexts(['result-opened']);
  const { t } = useTranslation('result-opened');
  if (!ready) return null;
  return (
    <div className="notice result__unsent" role="status">
      <p>{t('unsent.note')}</p>
      <p>{t('unsent.needsNetwork')}</p>
    </div>
  );
}
