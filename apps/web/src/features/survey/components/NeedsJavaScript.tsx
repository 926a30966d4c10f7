import { useTranslation } from '@/lib/translation';
import '@/components/ui/notice.css';

/** Shown only when scripts do not run: the question reads, but answering needs JavaScript. */
export function NeedsJavaScript() {
  const { t } = useTranslation('survey');
  return (
    <noscript>
      <p className="notice">{t('needsJavaScript')}</p>
    </noscript>
  );
}
