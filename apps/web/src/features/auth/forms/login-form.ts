import { emailProblem } from '@/domain/account/email-rule';

/** What a login form holds. */
export interface Credentials {
  email: string;
  password: string;
}

/** The message key (common `validation.…`) of each login field to correct (product.md §5). */
export interface LoginProblems {
  email?: NonNullable<ReturnType<typeof emailProblem>>;
  password?: 'passwordRequired';
}

/** The e-mail (trimmed) and password of a sent login form. */
export function readCredentials(data: FormData): Credentials {
  return {
    email: String(data.get('email') ?? '').trim(),
    password: String(data.get('password') ?? ''),
  };
}

/** What is missing or malformed in a login form, before it is sent. */
export function loginProblems({ email, password }: Credentials): LoginProblems {
  const problems: LoginProblems = {};
  const emailFault = emailProblem(email);
  if (emailFault) problems.email = emailFault;
  if (!password) problems.password = 'passwordRequired';
  return problems;
}
