import type { Locale } from '@values-cross/core';
import { pagePath } from '@values-cross/web/pages';
import { renderMail, type MailTexts, type RenderedMail } from './layout';

const TEXTS: Record<Locale, (firstName: string) => MailTexts> = {
  de: (name) => ({
    subject: 'Passwort zurücksetzen',
    greeting: `Hallo ${name}`,
    paragraphs: ['Du hast verlangt, dein Passwort beim Wertekreuz zurückzusetzen.'],
    action: 'Neues Passwort festlegen',
    footnote:
      'Der Link ist 1 Stunde gültig und funktioniert nur einmal. Wenn du das nicht warst, kannst du diese E-Mail ignorieren: dein Passwort bleibt unverändert.',
  }),
  fr: (name) => ({
    subject: 'Réinitialiser ton mot de passe',
    greeting: `Bonjour ${name}`,
    paragraphs: ['Tu as demandé à réinitialiser ton mot de passe de la Croix des valeurs.'],
    action: 'Choisir un nouveau mot de passe',
    footnote:
      'Ce lien est valable 1 heure et ne fonctionne qu’une fois. Si ce n’était pas toi, ignore cet e-mail : ton mot de passe reste inchangé.',
  }),
  it: (name) => ({
    subject: 'Reimposta la tua password',
    greeting: `Ciao ${name}`,
    paragraphs: ['Hai chiesto di reimpostare la tua password della Croce dei valori.'],
    action: 'Imposta una nuova password',
    footnote:
      'Il link è valido per 1 ora e funziona una sola volta. Se non sei stato/a tu, ignora questa e-mail: la tua password resta invariata.',
  }),
  en: (name) => ({
    subject: 'Reset your password',
    greeting: `Hello ${name}`,
    paragraphs: ['You asked to reset your Values Cross password.'],
    action: 'Set a new password',
    footnote:
      'The link is valid for 1 hour and works only once. If this was not you, ignore this e-mail: your password stays unchanged.',
  }),
};

/** The mail with the link to set a new password (spec 7 password_reset/). */
export function passwordResetMail(input: {
  language: Locale;
  firstName: string;
  publicUrl: string;
  token: string;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('passwordChange', { language: input.language, query: { token: input.token } })}`;
  return renderMail({
    language: input.language,
    texts: TEXTS[input.language](input.firstName),
    link,
  });
}
