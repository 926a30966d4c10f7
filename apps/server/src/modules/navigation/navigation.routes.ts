import { navigation } from '@values-cross/content';
import { navigationResponse } from '@values-cross/contract';
import {
  LOCALES,
  parseNavigationText,
  type Locale,
  type NavigationEntry,
} from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';

const REMOTE_CACHE_MS = 10 * 60_000;
const REMOTE_TIMEOUT_MS = 3000;

/**
 * The footer menu per language: the organisation's site when NAVIGATION_URL is set (fetched,
 * cleaned as the spec says and cached per instance for ten minutes), else the app's own content.
 * Serving it from this origin keeps the browser's connect policy to 'self'.
 */
export const navigationRoutes: FastifyPluginAsyncZod<{
  remoteBaseUrl: string | undefined;
}> = async (app, { remoteBaseUrl }) => {
  const remote = new Map<Locale, { entries: NavigationEntry[]; fetchedAt: number }>();

  async function fromRemote(locale: Locale): Promise<NavigationEntry[] | null> {
    const cached = remote.get(locale);
    if (cached && Date.now() - cached.fetchedAt < REMOTE_CACHE_MS) return cached.entries;
    try {
      const response = await fetch(`${remoteBaseUrl}/${locale}/navigation.json`, {
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      const entries = response.ok ? parseNavigationText(await response.text()) : null;
      if (entries) remote.set(locale, { entries, fetchedAt: Date.now() });
      return entries ?? cached?.entries ?? null;
    } catch (error) {
      app.log.warn({ err: error, locale }, 'navigation could not be loaded from NAVIGATION_URL');
      return cached?.entries ?? null;
    }
  }

  const schema = {
    tags: ['navigation'],
    summary: 'Footer menu links for a language',
    response: { 200: navigationResponse },
  };
  // One static route per language: static paths take precedence over the app shell's /de/*.
  for (const locale of LOCALES) {
    app.get(`/${locale}/navigation.json`, { schema }, async (_request, reply) => {
      const entries = (remoteBaseUrl ? await fromRemote(locale) : null) ?? navigation[locale];
      void reply.header('cache-control', 'public, max-age=600');
      return entries;
    });
  }
  app.get('/:lang/navigation.json', { schema: { hide: true } }, async () => {
    throw notFound();
  });
};
