import type { Locale } from '@values-cross/core';
import { mailCatalogues } from '@values-cross/content';
import { mailTexts, renderMail, type RenderedMail } from './layout';

/** The mail with a group's private admin link, to the address its creator gave. */
export function groupAdminMail(input: {
  language: Locale;
  groupName: string;
  /** The group page with the admin secret in its fragment. */
  adminUrl: string;
}): RenderedMail {
  const texts = mailTexts(mailCatalogues[input.language].groupAdmin, {
    groupName: input.groupName,
  });
  return renderMail({ language: input.language, texts, link: input.adminUrl });
}
