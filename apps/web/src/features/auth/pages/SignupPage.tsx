import { useTranslation } from '@/lib/translation';
import {
  Link,
  useActionData,
  useNavigate,
  useSearchParams,
  type ActionFunctionArgs,
} from 'react-router';
import { isLocale } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { getSurveyState } from '@/state/survey-store';
import { register } from '@/domain/account/account-api';
import { SignupFields } from '../components/SignupFields';
import {
  readSignupForm,
  signupFailure,
  validateSignup,
  type SignupForm,
} from '../forms/signup-validation';
import { signUpFromForm } from '../forms/signup-action';
import { errorCode, useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

/**
 * The signup form's action: a form sent before the page's scripts ran comes here, and the server
 * registers and leads on to /registered, or renders this page with what to correct. Only the
 * server runs it (once the scripts run, the form sends itself): the browser's build leaves it out.
 */
export const action = import.meta.env.SSR
  ? async ({ request, params, context }: ActionFunctionArgs) =>
      signUpFromForm(await request.formData(), isLocale(params.lang) ? params.lang : 'de', context)
  : undefined;

/** /signup (product.md §2, §5, §8): registers with the visitor's current result; then /registered. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { locale, path } = useLocalePath();
  const sent = useActionData<typeof action>();
  const problemMessages = (problems: ReturnType<typeof validateSignup>) =>
    Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, tCommon(`validation.${key}`)]),
    );
  const { errors, outcome, busy, onSubmit } = useFormSubmission<keyof SignupForm>({
    worksWithoutScripts: true,
    sent: sent && {
      errors: problemMessages(sent.problems),
      outcome: sent.failure ? { error: message(sent.failure, 'signup_failed') } : {},
    },
    validate: (form) => problemMessages(validateSignup(readSignupForm(new FormData(form)))),
    send: async (element) => {
      const form = readSignupForm(new FormData(element));
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
    failure: (error) => ({ message: message(signupFailure(errorCode(error)), 'signup_failed') }),
  });

  return (
    <>
      <h1>{t('signup.title')}</h1>
      <p>{t('signup.lead')}</p>
      <form method="post" action={path('/signup')} noValidate onSubmit={onSubmit}>
        <SignupFields errors={errors} values={sent?.values} />
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
