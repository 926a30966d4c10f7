import type { Locale } from '@values-cross/core';

/** A mail ready to queue: subject, plain text and HTML in the recipient's language. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The texts of one mail kind in one language; `{link}` stands for the action link. */
export interface MailTexts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  footnote: string;
}

/** The product's name per language, as the web app shows it. */
export const APP_NAME: Record<Locale, string> = {
  de: 'Wertekreuz',
  fr: 'Croix des valeurs',
  it: 'Croce dei valori',
  en: 'Values Cross',
};

const SIGN_OFF: Record<Locale, string> = {
  de: 'Freundliche Grüsse\ndein Wertekreuz-Team',
  fr: 'Avec nos meilleures salutations\nL’équipe de la Croix des valeurs',
  it: 'Cordiali saluti\nIl team della Croce dei valori',
  en: 'Kind regards\nThe Values Cross team',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Lays out a mail's texts around its action link, as plain text and as simple inline-styled HTML. */
export function renderMail({
  language,
  texts,
  link,
}: {
  language: Locale;
  texts: MailTexts;
  link: string;
}): RenderedMail {
  const signOff = SIGN_OFF[language];
  const text = [
    texts.greeting,
    ...texts.paragraphs,
    `${texts.action}:\n${link}`,
    texts.footnote,
    signOff,
  ].join('\n\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(content).replaceAll('\n', '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#222;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-weight:bold;color:#d52b1e">${escapeHtml(APP_NAME[language])}</p>
${[texts.greeting, ...texts.paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#d52b1e;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(texts.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(link)}</p>
${paragraph(texts.footnote)}
${paragraph(signOff)}
</div></body></html>`;
  return { subject: texts.subject, text, html };
}
