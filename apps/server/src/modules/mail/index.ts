/**
 * The mail module as the rest of the server sees it: the mail outbox, its worker and the mails
 * themselves. Other modules and the app import it only through this file (eslint.config.js).
 */
export { enqueueMail, purgeSentMail } from './mail-outbox.repository';
export type { MailKind } from './mail-outbox.repository';
export { createMailTransport } from './mail-transport';
export { greetableName } from './greetable-name';
export { assertUnconfirmedMailQuota } from './unconfirmed-mail-cap';
export {
  mailClientOf,
  unconfirmedMailClients,
  type MailClient,
  type UnconfirmedMailClients,
} from './unconfirmed-mail-clients';
export { MailWorker } from './mail-worker';
export type { RenderedMail } from './templates/layout';
export { groupAdminMail } from './templates/group-admin';
export { newsletterConfirmMail } from './templates/newsletter-confirm';
export { passwordResetMail } from './templates/password-reset';
export { registrationConfirmMail } from './templates/registration-confirm';
