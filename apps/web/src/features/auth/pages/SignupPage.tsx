import { useTranslation } from '@/lib/translation';
import { Link, useActionData, useLocation, type ActionFunctionArgs } from 'react-router';
import { isLocale } from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { useActionForm } from '@/components/ui/use-action-form';
import { getSurveyState } from '@/state/survey-store';
import { SignupFields } from '../components/SignupFields';
import { readSignupForm, validateSignup, type SignupForm } from '../forms/signup-validation';
import type { DeviceClaims } from '../forms/signup-action';
import { useErrorMessage } from '../hooks/use-error-message';
import { useLocalePath } from '@/lib/use-locale-path';

/**
 * The results of this browser a signup claims: its own result, unless the link names another
 * (`?cross=`), with its secret; and the others it made before.
 */
function deviceClaims(url: URL): DeviceClaims {
  const { resultCode: own, resultSecret, deviceResults } = getSurveyState();
  const claims = !url.searchParams.has('cross') || url.searchParams.get('cross') === own;
  return {
    swissCross: claims ? own : null,
    swissCrossSecret: claims ? resultSecret : null,
    earlierResults: deviceResults.filter((result) => result.code !== own),
  };
}

/**
 * The signup form's action, on the server for a form sent before the page's scripts ran (no
 * result comes with it: the visitor's result is known only to their browser) and in the browser
 * once they run, with the browser's results: registers and leads on to /registered, or says what
 * to correct.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const language = isLocale(params.lang) ? params.lang : 'de';
  const claims = import.meta.env.SSR ? null : deviceClaims(new URL(request.url));
  // Loaded when a form is sent: the page carries none of it.
  const { signUpFromForm } = await import('../forms/signup-action');
  return signUpFromForm(await request.formData(), language, context, claims);
}

/** /signup (product.md §2, §5, §8): registers with the visitor's current result; then /registered. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const message = useErrorMessage();
  const { path } = useLocalePath();
  // The link's `?cross=` goes with the form to the action.
  const { search } = useLocation();
  const sent = useActionData<typeof action>();
  const problemMessages = (problems: ReturnType<typeof validateSignup>) =>
    Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, tCommon(`validation.${key}`)]),
    );
  const { errors, outcome, busy, onSubmit } = useActionForm<keyof SignupForm>({
    answer: sent,
    shown: sent && {
      errors: problemMessages(sent.problems),
      outcome: sent.failure ? { error: message(sent.failure, 'signup_failed') } : {},
    },
    validate: (form) => problemMessages(validateSignup(readSignupForm(new FormData(form)))),
  });

  return (
    <>
      <h1>{t('signup.title')}</h1>
      <p>{t('signup.lead')}</p>
      <form method="post" action={path(`/signup${search}`)} noValidate onSubmit={onSubmit}>
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
