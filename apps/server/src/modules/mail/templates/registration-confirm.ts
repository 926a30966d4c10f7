import type { Locale } from '@values-cross/core';
import { pagePath } from '@values-cross/web/pages';
import { renderMail, type MailTexts, type RenderedMail } from './layout';

const TEXTS: Record<Locale, (firstName: string) => MailTexts> = {
  de: (name) => ({
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    greeting: `Hallo ${name}`,
    paragraphs: [
      'Danke, dass du dich beim Wertekreuz registriert hast. Bitte bestätige deine E-Mail-Adresse, damit du dich anmelden kannst.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    footnote:
      'Der Link ist 7 Tage gültig. Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
  }),
  fr: (name) => ({
    subject: 'Merci de confirmer ton adresse e-mail',
    greeting: `Bonjour ${name}`,
    paragraphs: [
      'Merci de t’être inscrit·e sur la Croix des valeurs. Confirme ton adresse e-mail pour pouvoir te connecter.',
    ],
    action: 'Confirmer mon adresse e-mail',
    footnote:
      'Ce lien est valable 7 jours. Si tu ne t’es pas inscrit·e, tu peux ignorer cet e-mail.',
  }),
  it: (name) => ({
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: `Ciao ${name}`,
    paragraphs: [
      'Grazie per esserti registrato/a alla Croce dei valori. Conferma il tuo indirizzo e-mail per poter accedere.',
    ],
    action: 'Conferma l’indirizzo e-mail',
    footnote:
      'Il link è valido per 7 giorni. Se non ti sei registrato/a, puoi ignorare questa e-mail.',
  }),
  en: (name) => ({
    subject: 'Please confirm your e-mail address',
    greeting: `Hello ${name}`,
    paragraphs: [
      'Thank you for registering with Values Cross. Please confirm your e-mail address so that you can log in.',
    ],
    action: 'Confirm e-mail address',
    footnote: 'The link is valid for 7 days. If you did not register, you can ignore this e-mail.',
  }),
};

/** The mail asking a new user to confirm their e-mail address (spec 6: confirm before login). */
export function registrationConfirmMail(input: {
  language: Locale;
  firstName: string;
  publicUrl: string;
  token: string;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('confirm', { language: input.language, query: { token: input.token } })}`;
  return renderMail({
    language: input.language,
    texts: TEXTS[input.language](input.firstName),
    link,
  });
}
