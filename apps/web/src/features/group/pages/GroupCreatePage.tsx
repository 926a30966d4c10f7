import { useEffect } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  useActionData,
  useLocation,
  useNavigate,
  useParams,
  type ActionFunctionArgs,
} from 'react-router';
import { GROUP_MINIMUM_MEMBERS, isLocale, type Locale } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { useActionForm } from '@/components/ui/use-action-form';
import { ApiError } from '@/lib/api-client';
import { GROUP_NAME_MAX } from '../forms/group-name';
import {
  groupCreateProblems,
  readGroupCreateForm,
  type GroupCreateProblems,
} from '../forms/group-create-form';
import { createGroupFromForm } from '../forms/group-create-action';
import { GroupCreated } from '../components/GroupCreated';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import '@/components/ui/notice.css';
import '../group.css';

/**
 * The group form's action, on the server for a form sent before the page's scripts ran (it
 * renders this page with the admin link) and in the browser once they run (the group's page then
 * opens with its admin view): makes the group, or says what to correct.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const language = isLocale(params.lang) ? params.lang : 'de';
  return createGroupFromForm(await request.formData(), language, context, !import.meta.env.SSR);
}

/**
 * /group (issue: groups): a group is made in a minute, without an account: its name and, if the
 * creator wants the admin link by mail, an address. The group's language is the page's. Then
 * the group's page opens with the admin view and its private admin link.
 */
export function Component() {
  const { t } = useTranslation('group');
  const { t: tCommon } = useTranslation('common');
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const navigate = useNavigate();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const errorMessage = useGroupErrorMessage();
  const sent = useActionData<typeof action>();
  const refused = sent && 'refusal' in sent ? sent : undefined;

  const messages = (problems: GroupCreateProblems) => ({
    name: problems.name && t(`create.${problems.name}`, { max: GROUP_NAME_MAX }),
    email: problems.email && tCommon(`validation.${problems.email}`),
  });
  const failure = (error: unknown) => {
    if (error instanceof ApiError && error.fields.name) {
      return { message: t('create.invalid'), fields: { name: t('create.invalid') } };
    }
    if (error instanceof ApiError && error.fields.email) {
      return {
        message: tCommon('validation.emailFormat'),
        fields: { email: tCommon('validation.emailFormat') },
      };
    }
    return { message: errorMessage(error) };
  };
  const refusal = refused?.refusal
    ? failure(new ApiError(refused.refusal.status, refused.refusal.code, refused.refusal.fields))
    : undefined;

  const { errors, outcome, busy, onSubmit } = useActionForm<'name' | 'email'>({
    answer: sent,
    shown: refused && {
      errors: { ...messages(refused.problems), ...refusal?.fields },
      outcome: refusal ? { error: refusal.message } : {},
    },
    validate: (form) => messages(groupCreateProblems(readGroupCreateForm(new FormData(form)))),
  });
  const madeHere = sent && 'created' in sent && sent.here ? sent : null;
  useEffect(() => {
    if (!madeHere) return;
    const { created, emailGiven } = madeHere;
    // The secret rides in the fragment, which never reaches a server.
    void navigate(`/${locale}/group/${created.code}#admin=${created.adminSecret}`, {
      state: { created: { email: emailGiven, mailed: created.mailed } },
    });
  }, [madeHere, locale, navigate]);

  if (madeHere) return null;
  if (sent && 'created' in sent) {
    return <GroupCreated created={sent.created} emailGiven={sent.emailGiven} locale={locale} />;
  }
  return (
    <>
      <h1>{t('create.title')}</h1>
      {deleted && (
        <p className="notice" role="status">
          {t('create.deleted', { name: deleted })}
        </p>
      )}
      <p>{t('create.lead')}</p>
      <ul className="group-create__points">
        <li>{t('create.pointAnonymous')}</li>
        <li>{t('create.pointMinimum', { minimum: GROUP_MINIMUM_MEMBERS })}</li>
        <li>{t('create.pointAdmin')}</li>
      </ul>
      <form
        method="post"
        action={`/${locale}/group`}
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
      >
        <TextField
          name="name"
          id="group-name"
          label={t('create.name')}
          hint={t('create.nameHint', { max: GROUP_NAME_MAX })}
          maxLength={GROUP_NAME_MAX}
          autoComplete="off"
          required
          defaultValue={refused?.values.name}
          error={errors.name}
        />
        <TextField
          name="email"
          id="group-email"
          type="email"
          autoComplete="email"
          label={t('create.email')}
          hint={t('create.emailHint')}
          defaultValue={refused?.values.email}
          error={errors.email}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('create.submit')}
        </button>
        <FormMessage {...outcome} />
      </form>
    </>
  );
}
