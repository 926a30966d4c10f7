import type { Locale } from '@values-cross/core';
import { pagePath } from '@values-cross/web/pages';
import { renderMail, type MailTexts, type RenderedMail } from './layout';

const TEXTS: Record<Locale, (firstName: string | null) => MailTexts> = {
  de: (name) => ({
    subject: 'Bitte bestätige dein Newsletter-Abonnement',
    greeting: name ? `Hallo ${name}` : 'Hallo',
    paragraphs: [
      'Du möchtest den Newsletter des Wertekreuzes erhalten. Bitte bestätige das mit einem Klick.',
    ],
    action: 'Abonnement bestätigen',
    footnote:
      'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail: du erhältst dann nichts weiter.',
  }),
  fr: (name) => ({
    subject: 'Merci de confirmer ton abonnement à la newsletter',
    greeting: name ? `Bonjour ${name}` : 'Bonjour',
    paragraphs: [
      'Tu souhaites recevoir la newsletter de la Croix des valeurs. Confirme-le d’un clic.',
    ],
    action: 'Confirmer l’abonnement',
    footnote: 'Si tu ne t’es pas inscrit·e, ignore cet e-mail : tu ne recevras rien d’autre.',
  }),
  it: (name) => ({
    subject: 'Conferma la tua iscrizione alla newsletter',
    greeting: name ? `Ciao ${name}` : 'Ciao',
    paragraphs: ['Desideri ricevere la newsletter della Croce dei valori. Confermalo con un clic.'],
    action: 'Conferma l’iscrizione',
    footnote: 'Se non ti sei iscritto/a, ignora questa e-mail: non riceverai nient’altro.',
  }),
  en: (name) => ({
    subject: 'Please confirm your newsletter subscription',
    greeting: name ? `Hello ${name}` : 'Hello',
    paragraphs: [
      'You would like to receive the Values Cross newsletter. Please confirm with one click.',
    ],
    action: 'Confirm subscription',
    footnote: 'If you did not subscribe, ignore this e-mail: you will receive nothing further.',
  }),
};

/** The double opt-in mail of a newsletter subscription (spec 7 user/). */
export function newsletterConfirmMail(input: {
  language: Locale;
  firstName: string | null;
  publicUrl: string;
  token: string;
}): RenderedMail {
  const link = `${input.publicUrl}${pagePath('newsletterConfirm', { language: input.language, query: { token: input.token } })}`;
  return renderMail({
    language: input.language,
    texts: TEXTS[input.language](input.firstName),
    link,
  });
}
