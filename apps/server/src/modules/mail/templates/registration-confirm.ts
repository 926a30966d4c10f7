import type { Locale } from '@values-cross/core';
import { mailCatalogues } from '@values-cross/content';
import { pagePath } from '@values-cross/web/pages';
import { durationText, mailTexts, renderMail, type RenderedMail } from './layout';

/** The mail asking a new user to confirm their e-mail address (spec 6: confirm before login). */
export function registrationConfirmMail(input: {
  language: Locale;
  firstName: string;
  publicUrl: string;
  token: string;
  /** How long the link works, as the token enforces it. */
  validMs: number;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('confirm', { language: input.language, query: { token: input.token } })}`;
  const texts = mailTexts(mailCatalogues[input.language].registrationConfirm, {
    firstName: input.firstName,
    validFor: durationText(input.validMs, input.language),
  });
  return renderMail({ language: input.language, texts, link });
}
