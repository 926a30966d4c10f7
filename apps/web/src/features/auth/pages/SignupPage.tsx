import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '@/components/ui/FormMessage';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { getSurveyState } from '@/state/survey-store';
import { register } from '@/domain/account/account-api';
import { SignupFields } from '../components/SignupFields';
import { validateSignup, type SignupForm } from '../signup-validation';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

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
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { locale, path } = useLocalePath();
  const { errors, outcome, busy, onSubmit } = useFormSubmission<keyof SignupForm>({
    validate: (form) =>
      Object.fromEntries(
        Object.entries(validateSignup(readForm(form))).map(([field, key]) => [
          field,
          tCommon(`validation.${key}`),
        ]),
      ),
    send: async (element) => {
      const form = readForm(element);
      // The visitor's own result becomes the account's cross (its secret proves it is theirs); a
      // code in the link counts only if it is that result.
      const { resultCode: own, resultSecret, deviceResults } = getSurveyState();
      const claims = params.get('cross') === own || !params.has('cross');
      // The results made in this browser before join the account's history (their secrets prove
      // them the visitor's), once the address is confirmed.
      const earlierResults = deviceResults.filter((result) => result.code !== own);
      const registration = {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        swissCross: claims ? own : null,
        swissCrossSecret: claims ? resultSecret : null,
        earlierResults,
        language: locale,
        allowedInGallery: form.gallery,
      };
      await register(registration).catch((error: unknown) => {
        // The result was saved by an account already: register without it rather than fail.
        if (errorCode(error) !== 'unknown_result') throw error;
        return register({ ...registration, swissCross: null, swissCrossSecret: null });
      });
      void navigate(path('/registered'));
      return { leaving: true };
    },
    failure: (error) => {
      const code = errorCode(error);
      const known = code === 'email_exists' || code?.startsWith('password');
      return { message: known ? message(error) : message(error, 'signup_failed') };
    },
  });

  return (
    <>
      <h1>{t('signup.title')}</h1>
      <p>{t('signup.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <SignupFields errors={errors} />
        <FormMessage error={outcome.error} />
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
