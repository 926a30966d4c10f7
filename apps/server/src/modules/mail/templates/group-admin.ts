import type { Locale } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import { mailTexts, renderMail, type RenderedMail } from './layout';

/**
 * The mail with a group's private admin link, to the address its creator gave. The group's name
 * (text anyone can type) is in it only for `groupName` given, which the caller does only for the
 * creator's own confirmed address: otherwise the site would carry a stranger's words to anyone.
 */
export function groupAdminMail(input: {
  language: Locale;
  groupName: string | null;
  /** The group page with the admin secret in its fragment. */
  adminUrl: string;
}): RenderedMail {
  const catalogue = interfaceTexts(input.language, 'mail');
  const texts =
    input.groupName === null
      ? mailTexts(catalogue.groupAdminNameless, {})
      : mailTexts(catalogue.groupAdmin, { groupName: input.groupName });
  return renderMail({ language: input.language, texts, link: input.adminUrl });
}
