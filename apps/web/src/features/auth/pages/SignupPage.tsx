import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/ui/FormMessage';
import { TextField } from '../../../components/ui/TextField';
import { getSurveyState } from '../../../state/survey-store';
import { register } from '../../../lib/account-api';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { validateSignup, type SignupForm, type SignupProblems } from '../signup-validation';
import { errorCode, useErrorMessage } from '../use-error-message';
import { useLocalePath } from '../use-locale-path';

function readForm(form: HTMLFormElement): SignupForm & { gallery: boolean } {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
    passwordRepeat: text('passwordRepeat'),
    privacy: data.get('privacy') === 'on',
    gallery: data.get('gallery') === 'on',
  };
}

/** /signup (spec 2, 5, 8): registers with the visitor's current result; then /registered. */
export function Component() {
  const { t } = useTranslation('account');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { locale, path } = useLocalePath();
  const [problems, setProblems] = useState<SignupProblems & { server?: string }>({});
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = (field: keyof SignupProblems) =>
    problems[field] ? t(`validation.${problems[field]}`) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readForm(event.currentTarget);
    const found = validateSignup(form);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    // The visitor's own result becomes the account's cross; a code in the link counts only if it
    // is that result (a shared result of someone else is never claimed).
    const own = getSurveyState().resultCode;
    const registration = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      password: form.password,
      swissCross: params.get('cross') === own || !params.has('cross') ? own : null,
      language: locale,
      allowedInGallery: form.gallery,
    };
    try {
      await register(registration).catch((error: unknown) => {
        // The result was saved by an account already: register without it rather than fail.
        if (errorCode(error) !== 'unknown_result') throw error;
        return register({ ...registration, swissCross: null });
      });
      void navigate(path('/registered'));
    } catch (error) {
      const code = errorCode(error);
      setFailure(
        code === 'email_exists' || code?.startsWith('password')
          ? message(error)
          : message(error, 'signup_failed'),
      );
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('signup.title')}</h1>
      <p>{t('signup.lead')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="firstName"
          autoComplete="given-name"
          label={t('fields.firstName')}
          error={problem('firstName')}
        />
        <TextField
          name="lastName"
          autoComplete="family-name"
          label={t('fields.lastName')}
          error={problem('lastName')}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          error={problem('email')}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('fields.password')}
          error={problem('password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordChecklist password={password} id="password-rules" />
        <TextField
          name="passwordRepeat"
          type="password"
          autoComplete="new-password"
          label={t('fields.passwordRepeat')}
          error={problem('passwordRepeat')}
        />
        <div className="field field--check">
          <input
            type="checkbox"
            id="privacy"
            name="privacy"
            aria-invalid={problems.privacy ? true : undefined}
            aria-describedby={problems.privacy ? 'privacy-error' : undefined}
          />
          <label htmlFor="privacy">
            <Trans
              t={t}
              i18nKey="fields.privacy"
              components={{ 1: <Link to={path('/privacy')} /> }}
            />
          </label>
          {problems.privacy && (
            <p className="field__error" id="privacy-error">
              {problem('privacy')}
            </p>
          )}
        </div>
        <div className="field field--check">
          <input type="checkbox" id="gallery" name="gallery" />
          <label htmlFor="gallery">{t('fields.gallery')}</label>
        </div>
        <FormMessage error={failure} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('signup.submit')}
        </button>
      </form>
      <p>
        {t('signup.haveAccount')} <Link to={path('/login')}>{t('signup.login')}</Link>
      </p>
    </>
  );
}
