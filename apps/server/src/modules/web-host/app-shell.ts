import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale, Reading } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import { escapeMarkup } from '../../http/markup';

/** Where the app mounts, and the end of what the server puts in it. */
const ROOT_START = '<div id="root">';
const ROOT_END = '</div><!--/root-->';
/** The build's hints to fetch the first scripts early: for pages that need them to paint. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/** A script written into the page (not fetched, not data): its text, in the dist's index.html. */
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The content security policy's sources for the shell's inline scripts (`'sha256-…'`): the one
 * that starts the app after the first paint (apps/web/src/start-after-paint.ts). None when the
 * web app is not built.
 */
export function inlineScriptSources(distDir: string): string[] {
  const path = join(distDir, 'index.html');
  if (!existsSync(path)) return [];
  return [...readFileSync(path, 'utf8').matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/** What a page tells browsers and link previews about itself. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of a 1200x630 picture. */
  image?: string;
  /** Absolute URL of the page. */
  url?: string;
}

function metaTags(meta: PageMeta): string {
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ...(meta.url ? [['property', 'og:url', meta.url]] : []),
    ...(meta.image
      ? [
          ['property', 'og:image', meta.image],
          ['property', 'og:image:width', '1200'],
          ['property', 'og:image:height', '630'],
          ['name', 'twitter:card', 'summary_large_image'],
          ['name', 'twitter:image', meta.image],
        ]
      : [['name', 'twitter:card', 'summary']]),
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeMarkup(value ?? '')}" />`)
    .join('\n    ');
}

/**
 * The built index.html, served for every page of the app with the page's language already in
 * `<html lang>`, title, description and link-preview tags, so the first paint and previews in
 * messengers are right without JavaScript.
 */
export class AppShell {
  private readonly template: string;
  private readonly byLocale = new Map<Locale, string>();

  constructor(distDir: string) {
    this.template = readFileSync(join(distDir, 'index.html'), 'utf8');
  }

  /** The default description of the product in a language. */
  static defaultMeta(locale: Locale): PageMeta {
    const { app } = interfaceTexts(locale, 'common');
    return { title: app.name, description: app.description };
  }

  /**
   * The shell for a language, with a page's own meta data (or the product's), preload hints, and
   * the page's server-rendered content in place of the boot text.
   */
  render(
    locale: Locale,
    {
      meta,
      head = '',
      content,
      reading = 'standard',
    }: { meta?: PageMeta; head?: string; content?: string; reading?: Reading } = {},
  ): string {
    let html = meta ? undefined : this.byLocale.get(locale);
    if (!html) {
      html = this.fill(locale, meta ?? AppShell.defaultMeta(locale));
      if (!meta) this.byLocale.set(locale, html);
    }
    if (content !== undefined) {
      const start = html.indexOf(ROOT_START);
      const end = html.indexOf(ROOT_END, start);
      html = `${html.slice(0, start + ROOT_START.length)}${content}${html.slice(end)}`;
      html = html.replaceAll(MODULE_PRELOAD, '');
    }
    // The reading is on the page before any script: easy type from the first paint on.
    if (reading === 'easy') html = html.replace(/<html lang="[^"]*"/, `$& data-reading="easy"`);
    return head ? html.replace('</head>', `${head}</head>`) : html;
  }

  private fill(locale: Locale, meta: PageMeta): string {
    // A first paint before the scripts run; React replaces it when it mounts. A page only the
    // browser renders says so where scripts are off, instead of showing the name alone.
    const { app } = interfaceTexts(locale, 'common');
    const boot = `${ROOT_START}<p class="app-boot">${escapeMarkup(app.name)}</p><noscript><p class="notice">${escapeMarkup(app.needsScripts)}</p></noscript>${ROOT_END}`;
    return (
      this.template
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        // The app installed from a page starts in that page's language (decision 0059).
        .replace(/\/manifest\.[a-z]{2}\.webmanifest/, `/manifest.${locale}.webmanifest`)
        .replace('<div id="root"></div>', boot)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(meta.title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeMarkup(meta.description)}" />\n    ${metaTags(meta)}`,
        )
    );
  }
}
