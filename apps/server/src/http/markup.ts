/**
 * Text made safe inside HTML, XML or SVG, in element content and in quoted attributes: the one
 * escaper of the server (pages, mails, the operator page, result pictures).
 */
export function escapeMarkup(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
