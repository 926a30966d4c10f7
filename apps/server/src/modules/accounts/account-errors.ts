import { HttpError, invalid } from '../../http/http-error';
import type { PasswordProblem } from './passwords/passwords';

/** 400 `email_exists`: an account with this e-mail address exists (product.md §8, signup). */
export function emailExists(): HttpError {
  return new HttpError(400, 'email_exists', { email: ['email_exists'] });
}

/** 400 `email_not_found`: no account with this e-mail address (product.md §8, password reset). */
export function emailNotFound(): HttpError {
  return new HttpError(400, 'email_not_found', { email: ['email_not_found'] });
}

/** 401 `invalid_credentials`: wrong e-mail or password (product.md §8, login). */
export function invalidCredentials(): HttpError {
  return new HttpError(401, 'invalid_credentials');
}

/** 401 `email_not_confirmed`: the right password, but the address is unconfirmed (product.md §4, §8). */
export function emailNotConfirmed(): HttpError {
  return new HttpError(401, 'email_not_confirmed');
}

/** 400 `token_invalid` / `token_expired`: a mailed link that is unknown, used or too old. */
export function linkProblem(problem: 'token_invalid' | 'token_expired'): HttpError {
  return new HttpError(400, problem, { token: [problem] });
}

/** 400 invalid with the reason a new password is refused, under the given field. */
export function passwordRefused(field: string, problem: PasswordProblem): HttpError {
  return invalid({ [field]: [problem] });
}
