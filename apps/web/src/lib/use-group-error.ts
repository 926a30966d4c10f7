import { useTranslation } from './translation';
import { ApiError } from './api-client';

/** The message for a failed group request, from the server's stable codes (issue: groups). */
export function useGroupErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('group');
  return (error) => {
    if (!(error instanceof ApiError)) return t('errors.generic');
    const reason = error.fields.group?.[0];
    if (reason === 'group_closed') return t('errors.closed');
    if (reason === 'in_other_group') return t('errors.otherGroup');
    if (reason === 'unknown_group' || error.status === 404) return t('errors.unknown');
    if (error.status === 403) return t('errors.forbidden');
    if (error.status === 429) return t('errors.tooMany');
    if (error.status === 0) return t('errors.offline');
    return t('errors.generic');
  };
}
