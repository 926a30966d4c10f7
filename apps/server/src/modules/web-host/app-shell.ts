import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@values-cross/core';
import de from '@values-cross/content/locales/de/common.json' with { type: 'json' };
import en from '@values-cross/content/locales/en/common.json' with { type: 'json' };
import fr from '@values-cross/content/locales/fr/common.json' with { type: 'json' };
import it from '@values-cross/content/locales/it/common.json' with { type: 'json' };

const catalogues = { de, fr, it, en } as const;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The built index.html, served for every page of the app with the page's language already in
 * `<html lang>`, the title and the description, so the first paint and link previews are right.
 */
export class AppShell {
  private readonly template: string;
  private readonly byLocale = new Map<Locale, string>();

  constructor(distDir: string) {
    this.template = readFileSync(join(distDir, 'index.html'), 'utf8');
  }

  /** The shell for a language. */
  render(locale: Locale): string {
    let html = this.byLocale.get(locale);
    if (!html) {
      const { app } = catalogues[locale];
      html = this.template
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(app.name)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"/,
          `<meta name="description" content="${escapeHtml(app.description)}"`,
        );
      this.byLocale.set(locale, html);
    }
    return html;
  }
}
