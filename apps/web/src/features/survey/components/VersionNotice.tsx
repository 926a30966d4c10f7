import { useTranslation } from '@/lib/translation';
import { updateSurvey, useSurveyState } from '@/state/survey-store';
import '@/components/ui/notice.css';

/** Tells a returning visitor that answers to questions that no longer exist were dropped. */
export function VersionNotice() {
  const { t } = useTranslation('survey');
  const { versionNotice } = useSurveyState();
  if (!versionNotice) return null;
  return (
    <div className="notice" role="status">
      <p>{t('versionChanged')}</p>
      <button
        type="button"
        className="button"
        onClick={() => updateSurvey((state) => ({ ...state, versionNotice: false }))}
      >
        {t('dismiss')}
      </button>
    </div>
  );
}
