import { useTranslation } from '@/lib/translation';
import { useParams } from 'react-router';
import { isLocale } from '@values-cross/core';
import { loadQuestionnaire, type QuestionnaireLoad } from '../api/use-questionnaire';
import '@/components/ui/notice.css';
import '../questionnaire-status.css';

/** What the visitor sees while the questions load, or while the connection fails (retrying). */
export function QuestionnaireStatus({ load }: { load: QuestionnaireLoad }) {
  const { t } = useTranslation('survey');
  const { lang } = useParams();
  if (load.status === 'error') {
    return (
      <div className="notice" role="alert">
        <p>{t('loadError')}</p>
        <button
          type="button"
          className="button"
          onClick={() => void loadQuestionnaire(isLocale(lang) ? lang : 'de')}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}
