import { useTranslation } from '@/lib/translation';

/**
 * Says that a question is passed and counts for nothing (decision 0045). Its place is a status
 * region from the start, so screen readers announce the words when the visitor passes.
 */
export function PassedNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation('survey');
  return (
    <p className="question__passed" role="status">
      {shown ? t('passed') : ''}
    </p>
  );
}
