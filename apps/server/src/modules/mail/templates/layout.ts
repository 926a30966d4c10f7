import { BRAND_RED, fillPlaceholders, type Locale, HOUR_MS, DAY_MS } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import { escapeMarkup } from '../../../http/markup';

/** A mail ready to queue: subject, plain text and HTML in the recipient's language. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The texts of one mail kind in one language, placeholders filled in. */
export interface MailTexts {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  footnote: string;
}

/**
 * Fills the `{{name}}` placeholders of a catalogue text; a placeholder without a value is an
 * error (a catalogue and its template disagree), never sent as is.
 */
export function fillIn(text: string, values: Record<string, string> = {}): string {
  return fillPlaceholders(text, values, { strict: true });
}

/** One mail kind's texts as a catalogue holds them. */
interface CatalogueTexts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footnote: string;
}

/** A mail kind's catalogue texts with their placeholders filled in. */
export function mailTexts(texts: CatalogueTexts, values: Record<string, string>): MailTexts {
  return {
    subject: fillIn(texts.subject, values),
    greeting: fillIn(texts.greeting, values),
    paragraphs: [fillIn(texts.body, values)],
    action: fillIn(texts.action, values),
    footnote: fillIn(texts.footnote, values),
  };
}

/** How long something lasts, in words of a language: whole days as days ("7 Tage"), else hours. */
export function durationText(ms: number, language: Locale): string {
  const days = ms / DAY_MS;
  const unit = Number.isInteger(days) ? 'day' : 'hour';
  const amount = unit === 'day' ? days : ms / HOUR_MS;
  const format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });
  // Plain spaces, as in the rest of the text (Intl puts a no-break space in some languages).
  return format.format(amount).replace(/\s/gu, ' ');
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
  const { appName, signOff } = interfaceTexts(language, 'mail');
  const text = [
    texts.greeting,
    ...texts.paragraphs,
    `${texts.action}:\n${link}`,
    texts.footnote,
    signOff,
  ].join('\n\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px">${escapeMarkup(content).replaceAll('\n', '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeMarkup(texts.subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#222;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-weight:bold;color:${BRAND_RED}">${escapeMarkup(appName)}</p>
${[texts.greeting, ...texts.paragraphs].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeMarkup(link)}" style="background:${BRAND_RED};color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block">${escapeMarkup(texts.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeMarkup(link)}</p>
${paragraph(texts.footnote)}
${paragraph(signOff)}
</div></body></html>`;
  return { subject: texts.subject, text, html };
}
