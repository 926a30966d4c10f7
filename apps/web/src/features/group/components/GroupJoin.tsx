import { useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { GROUP_MINIMUM_MEMBERS } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { useHydrated } from '@/lib/use-hydrated';
import { joinGroup, type Group } from '@/domain/groups/groups-api';
import { updateSurvey, useSurveyState } from '@/state/survey-store';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import '@/components/ui/notice.css';

/**
 * How a visitor joins (issue: groups): take the survey for the group (the new result joins it),
 * or add the result they already have, which can belong to one group only.
 */
export function GroupJoin({ group, locale }: { group: Group; locale: string }) {
  const { t } = useTranslation('group');
  const survey = useSurveyState();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const errorMessage = useGroupErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own =
    survey.resultCode && survey.resultSecret
      ? { code: survey.resultCode, secret: survey.resultSecret }
      : null;

  const takeSurvey = () => {
    updateSurvey((state) => ({ ...state, groupCode: group.code }));
    void navigate(`/${locale}/chapter/1`);
  };

  const addResult = () => {
    if (!own) return;
    setBusy(true);
    setError(null);
    joinGroup(group.code, own).then(
      () => {
        updateSurvey((state) => ({ ...state, resultGroup: group.code }));
        setBusy(false);
        void revalidator.revalidate();
      },
      (failure: unknown) => {
        setError(errorMessage(failure));
        setBusy(false);
      },
    );
  };

  const myResult = own && <Link to={`/${locale}/result?id=${own.code}`}>{t('join.myResult')}</Link>;

  return (
    <section className="group-section group-join" aria-labelledby="group-join-title">
      <h2 id="group-join-title">{t('join.title')}</h2>
      {own && survey.resultGroup === group.code ? (
        <p className="notice">
          {t('join.member')} {myResult}
        </p>
      ) : group.closed ? (
        <p className="notice">{t('join.closed')}</p>
      ) : (
        <>
          <p>{t('join.lead', { minimum: GROUP_MINIMUM_MEMBERS })}</p>
          <div className="group-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!hydrated}
              onClick={takeSurvey}
            >
              {t('join.takeSurvey')}
            </button>
            {own && !survey.resultGroup && (
              <button type="button" className="button" disabled={busy} onClick={addResult}>
                {t('join.addResult')}
              </button>
            )}
          </div>
          {own && survey.resultGroup && (
            <p className="group-join__other">
              {t('join.inOtherGroup')} {myResult}
            </p>
          )}
        </>
      )}
      {error && <FormMessage error={error} />}
    </section>
  );
}
