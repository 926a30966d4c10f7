import { useTranslation } from 'react-i18next';
import { loadQuestionnaire, type QuestionnaireLoad } from '../api/use-questionnaire';

/** What the visitor sees while the questions load, or while the connection fails (retrying). */
export function QuestionnaireStatus({ load }: { load: QuestionnaireLoad }) {
  const { t } = useTranslation('survey');
  if (load.status === 'error') {
    return (
      <div className="notice" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void loadQuestionnaire()}>
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
