import { useTranslation } from '@/lib/translation';
import { useRevalidator } from 'react-router';
import type { QuestionnaireLoad } from '../api/use-questionnaire';
import '@/components/ui/notice.css';
import '../questionnaire-status.css';

/** What the visitor sees while the questions load, or while the connection fails (retrying). */
export function QuestionnaireStatus({ load }: { load: QuestionnaireLoad }) {
  const { t } = useTranslation('survey');
  const { revalidate } = useRevalidator();
  if (load.status === 'error') {
    return (
      <div className="notice" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void revalidate()}>
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
