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
 * The results a signup brings to the account, known only to the visitor's browser: its current
 * result with the secret that proves it theirs (the account's cross), and the results it made
 * before (their history, once the address is confirmed).
 */
export interface DeviceClaims {
  swissCross: string | null;
  swissCrossSecret: string | null;
  earlierResults: { code: string; secret: string }[];
}

/**
 * Registers from a signup form, through the route's transport (the server's own routes for a
 * form sent before the scripts ran, else the browser's fetch), and leads on to /registered; else
 * says what to correct. The browser's results come along when the browser sends it (`claims`); a
 * result an account saved already is left out rather than the signup fail.
 */
export async function signUpFromForm(
  data: FormData,
  language: Locale,
  context: unknown,
  claims: DeviceClaims | null = null,
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
  const registration = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    password: form.password,
    swissCross: claims?.swissCross ?? null,
    swissCrossSecret: claims?.swissCrossSecret ?? null,
    ...(claims && { earlierResults: claims.earlierResults }),
    language,
    allowedInGallery: form.gallery,
  };
  const transport = transportOf(context);
  try {
    await register(registration, transport).catch((error: unknown) => {
      if (!registration.swissCross || errorCode(error) !== 'unknown_result') throw error;
      return register({ ...registration, swissCross: null, swissCrossSecret: null }, transport);
    });
  } catch (error) {
    return { problems: {}, failure: signupFailure(errorCode(error)), values };
  }
  return redirect(`/${language}/registered`);
}
