import { redirect } from 'react-router';
import type { Locale } from '@values-cross/core';
import { transportOf } from '@/lib/api-transport';
import { register } from '@/domain/account/account-api';
import { errorCode } from '../hooks/use-error-message';
import {
  readSignupForm,
  signupFailure,
  validateSignup,
  type SignupProblems,
} from './signup-validation';

/** What a signup form sent before the page's scripts ran led to, when it did not register. */
export interface SignupSent {
  /** The message key (common `validation.…`) of each field to correct. */
  problems: SignupProblems;
  /** Why the server refused it (`signupFailure`), if it did. */
  failure: string | null;
  /** The fields as typed, to show again (never the passwords). */
  values: { firstName: string; lastName: string; email: string; gallery: boolean };
}

/**
 * Registers from a signup form the browser sent itself, through the route's transport (the
 * server's own routes), and leads on to /registered; else says what to correct. No result comes
 * with it: the visitor's result is known only to their browser's scripts, which send the form
 * themselves once they run (SignupPage).
 */
export async function signUpFromForm(
  data: FormData,
  language: Locale,
  context: unknown,
): Promise<SignupSent | Response> {
  const form = readSignupForm(data);
  const values = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    gallery: form.gallery,
  };
  const problems = validateSignup(form);
  if (Object.keys(problems).length > 0) return { problems, failure: null, values };
  try {
    await register(
      {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
        swissCross: null,
        swissCrossSecret: null,
        language,
        allowedInGallery: form.gallery,
      },
      transportOf(context),
    );
  } catch (error) {
    return { problems: {}, failure: signupFailure(errorCode(error)), values };
  }
  return redirect(`/${language}/registered`);
}
