import type { Locale } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import { pagePath } from '@values-cross/web/pages';
import { durationText, mailTexts, renderMail, type RenderedMail } from './layout';

/** The mail with the link to set a new password (product.md §7 password_reset/). */
export function passwordResetMail(input: {
  language: Locale;
  /** The name as typed by the visitor: null for an address not confirmed yet (see unconfirmed mail). */
  firstName: string | null;
  publicUrl: string;
  token: string;
  /** How long the link works, as the token enforces it. */
  validMs: number;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('passwordChange', { language: input.language, query: { token: input.token } })}`;
  const catalogues = interfaceTexts(input.language, 'mail');
  const validFor = durationText(input.validMs, input.language);
  const texts = input.firstName
    ? mailTexts(catalogues.passwordReset, { firstName: input.firstName, validFor })
    : mailTexts(
        { ...catalogues.passwordReset, greeting: catalogues.newsletterConfirm.greetingWithoutName },
        { validFor },
      );
  return renderMail({ language: input.language, texts, link });
}
