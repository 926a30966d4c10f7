import { useTranslation } from '@/lib/translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { GROUP_MINIMUM_MEMBERS, isLocale, type Locale } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { ApiError } from '@/lib/api-client';
import { emailProblem } from '@/domain/account/email-rule';
import { createGroup } from '@/domain/groups/groups-api';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
import { GROUP_NAME_MAX, groupNameProblem } from '../group-name';
import { useGroupErrorMessage } from '@/lib/use-group-error';
import '../group.css';

type Field = 'name' | 'email';

const text = (form: HTMLFormElement, name: string) =>
  String(new FormData(form).get(name) ?? '').trim();

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
  const { errors, outcome, busy, onSubmit } = useFormSubmission<Field>({
    validate: (form) => {
      const name = groupNameProblem(text(form, 'name'));
      const email = text(form, 'email') ? emailProblem(text(form, 'email')) : null;
      return {
        name: name && t(`create.${name}`, { max: GROUP_NAME_MAX }),
        email: email && tCommon(`validation.${email}`),
      };
    },
    send: async (form) => {
      const email = text(form, 'email');
      const created = await createGroup({
        name: text(form, 'name'),
        language: locale,
        ...(email ? { email } : {}),
      });
      rememberAdminSecret(created.code, created.adminSecret);
      // The secret rides in the fragment, which never reaches a server.
      void navigate(`/${locale}/group/${created.code}#admin=${created.adminSecret}`, {
        state: { created: { email: Boolean(email), mailed: created.mailed } },
      });
      return { leaving: true };
    },
    failure: (error) => {
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
    },
  });

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
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          name="name"
          id="group-name"
          label={t('create.name')}
          hint={t('create.nameHint', { max: GROUP_NAME_MAX })}
          maxLength={GROUP_NAME_MAX}
          autoComplete="off"
          required
          error={errors.name}
        />
        <TextField
          name="email"
          id="group-email"
          type="email"
          autoComplete="email"
          label={t('create.email')}
          hint={t('create.emailHint')}
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
