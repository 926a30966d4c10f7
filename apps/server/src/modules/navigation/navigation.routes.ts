import { navigation } from '@values-cross/content';
import { navigationResponse } from '@values-cross/contract';
import {
  LOCALES,
  parseNavigationText,
  type Locale,
  type NavigationEntry,
  MINUTE_MS,
} from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isFetchableSite } from '../../config/address-list';
import { notFound } from '../../http/http-error';
import { cachedFor } from '../../http/cache-policy';
import { RecentCache } from '../../http/recent-cache';
import {
  NAVIGATION_KEPT_MS,
  NAVIGATION_MAX_BYTES,
  NAVIGATION_TIMEOUT_MS,
} from '../../config/limits';

/** Stands for this site when a menu link is read as the browser will read it. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * Whether a link of the organisation's menu may be shown: an https: address, or a page of this
 * site (`/de/privacy`) as the browser resolves it (`//host` and `/\host` lead elsewhere).
 * Never javascript:, data: or any other scheme.
 */
function isShownLink(url: string): boolean {
  if (!URL.canParse(url, THIS_SITE)) return false;
  const resolved = new URL(url, THIS_SITE);
  return url.startsWith('/') ? resolved.origin === THIS_SITE : resolved.protocol === 'https:';
}

/** The body of an answer as text, read up to `maxBytes`; throws (and stops reading) beyond. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new Error(`navigation answer larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the body, which ends the connection.
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The footer menu per language: the organisation's site when NAVIGATION_URL is set (fetched,
 * cleaned as product.md says, its links limited to https: and this site's pages, and cached per
 * instance for ten minutes; visitors asking at once share one fetch), else the app's own
 * content. Serving it from this origin keeps the browser's connect policy to 'self'.
 */
export const navigationRoutes: FastifyPluginAsyncZod<{
  remoteBaseUrl: string | undefined;
}> = async (app, { remoteBaseUrl }) => {
  const fresh = new RecentCache<NavigationEntry[]>(LOCALES.length);
  // The last menu the site gave, served while the site fails or answers what cannot be used.
  const lastGood = new RecentCache<NavigationEntry[]>(LOCALES.length);

  /** The site's menu, or undefined when it cannot be used (logged when it failed). */
  async function fetchMenu(locale: Locale): Promise<NavigationEntry[] | undefined> {
    try {
      const response = await fetch(`${remoteBaseUrl}/${locale}/navigation.json`, {
        signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS),
      });
      if (!isFetchableSite(new URL(response.url))) {
        await response.body?.cancel();
        throw new Error('navigation redirected to an address that is not https:');
      }
      if (!response.ok) return undefined;
      const parsed = parseNavigationText(await boundedText(response, NAVIGATION_MAX_BYTES));
      const entries = parsed?.filter((entry) => isShownLink(entry.url));
      if (entries && parsed && entries.length < parsed.length) {
        app.log.warn(
          { locale, dropped: parsed.length - entries.length },
          'navigation links that are neither https: nor pages of this site were left out',
        );
      }
      if (entries) lastGood.set(locale, entries);
      return entries;
    } catch (error) {
      app.log.warn({ err: error, locale }, 'navigation could not be loaded from NAVIGATION_URL');
      return undefined;
    }
  }

  async function fromRemote(locale: Locale): Promise<NavigationEntry[] | undefined> {
    const entries = await fresh.load(locale, () => fetchMenu(locale), NAVIGATION_KEPT_MS);
    return entries ?? lastGood.get(locale);
  }

  const schema = {
    tags: ['navigation'],
    summary: 'Footer menu links for a language',
    response: { 200: navigationResponse },
  };
  // One static route per language: static paths take precedence over the app shell's /de/*.
  for (const locale of LOCALES) {
    app.get(`/${locale}/navigation.json`, { schema }, async (_request, reply) => {
      const entries = (remoteBaseUrl ? await fromRemote(locale) : undefined) ?? navigation[locale];
      void reply.header('cache-control', cachedFor(10 * MINUTE_MS));
      return entries;
    });
  }
  app.get('/:lang/navigation.json', { schema: { hide: true } }, async () => {
    throw notFound();
  });
};
