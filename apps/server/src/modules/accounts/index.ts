/**
 * The accounts module as the rest of the server sees it: registration, login sessions, password
 * reset, login limits. Other modules and the app import it only through this file
 * (eslint.config.js).
 */
export { linkProblem, passwordRefused } from './account-errors';
export { newLinkToken } from './links/account-token.repository';
export { purgeExpiredAccountData } from './account-purge';
export { accountRoutes } from './account.routes';
export { createAccounts, loginFailureKeyFor } from './accounts';
export type { Accounts } from './accounts';
export { verifyPasswordCounted } from './limits/login-limits';
export { loginCookieHeader } from './cookies/login-cookies';
export { pageLoginOf } from './sessions/page-login';
export type { LoginTokens } from './tokens/login-tokens';
export { RESET_VALID_MS } from './password-reset/password-reset.service';
export { passwordProblem, tokenHash } from './passwords/passwords';
export { RefreshTokenRepository } from './tokens/refresh-token.repository';
export { CONFIRMATION_VALID_MS } from './registration/registration.service';
export { UserRepository, emailKey } from './user.repository';
export type { User, UserChanges } from './user.repository';
