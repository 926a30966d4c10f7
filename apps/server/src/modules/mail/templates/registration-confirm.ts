import type { Locale } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import { pagePath } from '@values-cross/web/pages';
import { durationText, mailTexts, renderMail, type RenderedMail } from './layout';

/** The mail asking a new user to confirm their e-mail address (product.md §6: confirm before login). */
export function registrationConfirmMail(input: {
  language: Locale;
  /** The name as typed by the visitor: null for an address not confirmed yet (see unconfirmed mail). */
  firstName: string | null;
  publicUrl: string;
  token: string;
  /** How long the link works, as the token enforces it. */
  validMs: number;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('confirm', { language: input.language, query: { token: input.token } })}`;
  const catalogues = interfaceTexts(input.language, 'mail');
  const validFor = durationText(input.validMs, input.language);
  const texts = input.firstName
    ? mailTexts(catalogues.registrationConfirm, { firstName: input.firstName, validFor })
    : mailTexts(
        {
          ...catalogues.registrationConfirm,
          greeting: catalogues.newsletterConfirm.greetingWithoutName,
        },
        { validFor },
      );
  return renderMail({ language: input.language, texts, link });
}
