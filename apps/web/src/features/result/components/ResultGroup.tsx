import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import { GROUP_MINIMUM_MEMBERS, type Locale } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import { DifferenceTable } from '@/components/ui/DifferenceTable';
import { FormMessage } from '@/components/ui/FormMessage';
import { usePendingPart } from '@/components/ui/page-parts';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { ApiError } from '@/lib/api-client';
import type { OwnRanges } from '@/domain/results/cross-comparison';
import {
  fetchGroup,
  groupCodeFrom,
  groupScores,
  joinGroup,
  leaveGroup,
  type Group,
  type OwnResult,
} from '@/domain/groups/groups-api';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import { usePageTexts } from '@/lib/use-page-texts';
import { updateSurvey, useSurveyState } from '@/state/survey-store';
import { GroupCreateLink } from './GroupInvitation';
import '@/components/ui/average-legend.css';
import '@/components/ui/notice.css';

interface ResultGroupProps {
  /** The result on the page, the visitor's current one, with its proof. */
  own: OwnResult;
  /** Whether it is the result of the answers this browser holds (which keeps its group). */
  inBrowser: boolean;
  scores: readonly number[];
  ranges: OwnRanges | null;
  locale: Locale;
  /** The questionnaire version the result answered. */
  version: string;
}

/** The visitor's cross against the group's average, with the differences per value. */
function GroupComparison({ group, scores, ranges, version }: ResultGroupProps & { group: Group }) {
  const { t } = useTranslation('group');
  const [shown, setShown] = useState(false);
  if (!group.average)
    return (
      <p>{t('result.noCrossYet', { count: group.members, minimum: GROUP_MINIMUM_MEMBERS })}</p>
    );
  // Members of several versions are scored by the newest one's key (decision 0050); a result of
  // an older version is not on that basis, and is not laid beside the group's cross.
  const key = group.versions.at(-1);
  if (group.versions.length > 1 && key !== version)
    return <p>{t('result.otherVersion', { yours: version, version: key ?? '' })}</p>;
  const average = groupScores(group.average);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? t('result.hideCompare') : t('result.compare')}
      </button>
      {shown && (
        <div className="result-group__compare">
          <div className="compare__cross">
            <CrossShape scores={scores} overlay={average} />
            <ul className="average__legend">
              <li className="average__legend-yours">{t('result.yours')}</li>
              <li className="average__legend-average">{t('result.groupAverage')}</li>
            </ul>
          </div>
          <DifferenceTable
            mine={scores}
            theirs={average}
            otherName={t('result.groupAverage')}
            ranges={ranges}
          />
        </div>
      )}
    </>
  );
}

/** The group the visitor's result is in: its name, compare with it, leave it. */
function Membership(props: ResultGroupProps & GroupOf) {
  const { groupCode, own, locale, onGroup } = props;
  const { t } = useTranslation('group');
  const errorMessage = useGroupErrorMessage();
  const [group, setGroup] = useState<Group | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A print waits for the group's name and members.
  usePendingPart(group === null && failure === null);

  useEffect(() => {
    let current = true;
    fetchGroup(groupCode).then(
      (found) => current && setGroup(found),
      (error: unknown) => {
        if (!current) return;
        // The group was deleted: the result is in no group any more.
        if (error instanceof ApiError && error.status === 404) onGroup(null);
        else setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [groupCode, onGroup]);

  const leave = () => {
    setBusy(true);
    leaveGroup(groupCode, own).then(
      () => onGroup(null),
      (error: unknown) => {
        setFailure(error);
        setBusy(false);
      },
    );
  };

  return (
    <>
      {group && (
        <>
          <p className="result-group__name">
            <Link to={`/${locale}/group/${group.code}`}>{group.name}</Link>
            {' · '}
            {t('members', { count: group.members })}
          </p>
          <GroupComparison {...props} group={group} />
        </>
      )}
      <p>
        <button type="button" className="button" disabled={busy} onClick={leave}>
          {t('result.leave')}
        </button>
      </p>
      {failure !== null && <FormMessage error={errorMessage(failure)} />}
    </>
  );
}

/** Adds the visitor's result to a group by its code or join link. */
function AddToGroup({ own, onGroup }: { own: OwnResult; onGroup: (code: string) => void }) {
  const { t } = useTranslation('group');
  const errorMessage = useGroupErrorMessage();
  const { errors, outcome, busy, onSubmit } = useFormSubmission<'group'>({
    validate: (form) => {
      const input = String(new FormData(form).get('group') ?? '');
      return { group: groupCodeFrom(input) ? null : t('result.codeInvalid') };
    },
    send: async (form) => {
      const code = groupCodeFrom(String(new FormData(form).get('group') ?? '')) ?? '';
      await joinGroup(code, own);
      onGroup(code);
      return { leaving: true };
    },
    failure: (error) => ({ message: errorMessage(error) }),
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="result-group__add">
      <TextField
        name="group"
        id="result-group-code"
        label={t('result.codeLabel')}
        hint={t('result.codeHint')}
        autoComplete="off"
        error={errors.group}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('result.add')}
      </button>
      <FormMessage {...outcome} />
    </form>
  );
}

/** Why the group the survey was taken for did not take the visitor's result, while it is in none. */
function Refused({ code }: { code: string }) {
  const { t } = useTranslation('group');
  const survey = useSurveyState();
  const reason = survey.resultCode === code ? survey.resultRefused : null;
  if (!reason) return null;
  return (
    <p className="notice" role="status">
      {reason === 'group_closed'
        ? t('result.refusedClosed')
        : reason === 'too_many_joins'
          ? t('result.refusedTooMany')
          : t('result.refusedUnknown')}
    </p>
  );
}

/** The group a result is in, and how to record a change of it. */
interface GroupOf {
  groupCode: string;
  onGroup: (code: string | null) => void;
}

/**
 * The group of the visitor's current result: this browser keeps the group of the answers it
 * holds; of the account's cross opened elsewhere it knows the group it joined here only.
 */
function useGroupOf(inBrowser: boolean): [string | null, (code: string | null) => void] {
  const survey = useSurveyState();
  const [joinedHere, setJoinedHere] = useState<string | null>(null);
  const onGroup = useCallback(
    (code: string | null) =>
      inBrowser ? updateSurvey((state) => ({ ...state, resultGroup: code })) : setJoinedHere(code),
    [inBrowser],
  );
  return [inBrowser ? survey.resultGroup : joinedHere, onGroup];
}

function ResultGroupSection(props: ResultGroupProps) {
  const { own, locale, inBrowser } = props;
  const { t } = useTranslation('group');
  const [groupCode, onGroup] = useGroupOf(inBrowser);
  return (
    <section className="result-group" aria-labelledby="result-group-title">
      <h2 id="result-group-title">{groupCode ? t('result.title') : t('result.addTitle')}</h2>
      {!groupCode && <Refused code={own.code} />}
      {groupCode ? (
        <Membership {...props} groupCode={groupCode} onGroup={onGroup} />
      ) : (
        <AddToGroup own={own} onGroup={onGroup} />
      )}
      <GroupCreateLink locale={locale} />
    </section>
  );
}

/**
 * Groups on the result page (issue: groups), in the browser only: the visitor's own result shows
 * its group with "compare with my group" and "leave", or a form to add it to a group; every
 * result links to making a group's cross.
 */
export function ResultGroup(props: ResultGroupProps) {
  const ready = usePageTexts(props.locale, ['group']);
  usePendingPart(!ready);
  return ready ? <ResultGroupSection {...props} /> : null;
}
