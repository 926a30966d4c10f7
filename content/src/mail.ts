import type { Locale } from '@values-cross/core';
import de from '../locales/de/mail.json' with { type: 'json' };
import en from '../locales/en/mail.json' with { type: 'json' };
import fr from '../locales/fr/mail.json' with { type: 'json' };
import it from '../locales/it/mail.json' with { type: 'json' };

/**
 * The texts of the server's mails in one language (`locales/<locale>/mail.json`), typed from the
 * English catalogue; `{{name}}` marks a value the server fills in.
 */
export type MailCatalogue = typeof en;

/** The mail texts per language. */
export const mailCatalogues: Readonly<Record<Locale, MailCatalogue>> = Object.freeze({
  de,
  fr,
  it,
  en,
});
