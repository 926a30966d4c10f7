import type { Locale } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import { pagePath } from '@values-cross/web/pages';
import { mailTexts, renderMail, type RenderedMail } from './layout';

/** The double opt-in mail of a newsletter subscription (product.md §7 user/). */
export function newsletterConfirmMail(input: {
  language: Locale;
  firstName: string | null;
  publicUrl: string;
  token: string;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('newsletterConfirm', { language: input.language, query: { token: input.token } })}`;
  const catalogue = interfaceTexts(input.language, 'mail').newsletterConfirm;
  const texts = input.firstName
    ? mailTexts(catalogue, { firstName: input.firstName })
    : mailTexts({ ...catalogue, greeting: catalogue.greetingWithoutName }, {});
  return renderMail({ language: input.language, texts, link });
}
