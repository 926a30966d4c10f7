import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';
import { embedAncestors, isEmbedPath } from './security-headers';

const frameAncestors = (policy: unknown) =>
  /frame-ancestors ([^;]*)/.exec(String(policy))?.[1] ?? null;

describe('embedding the survey in another site', () => {
  it('knows the embed pages by their address', () => {
    expect(isEmbedPath('/de/embed')).toBe(true);
    expect(isEmbedPath('/fr/embed?group=AbCdEfGhIj')).toBe(true);
    expect(isEmbedPath('/it/embed/question/3')).toBe(true);
    expect(isEmbedPath('/de/embedded')).toBe(false);
    expect(isEmbedPath('/de/result?id=embed')).toBe(false);
    expect(isEmbedPath('/api/v1/embed')).toBe(false);
    expect(embedAncestors([])).toBe('*');
    expect(embedAncestors(['partner.ch', 'http://localhost:8080'])).toBe(
      'https://partner.ch http://localhost:8080',
    );
  });

  describe('without an allowlist', () => {
    const test = useTestApp();
    it('lets any site frame the embed pages and no other page', async () => {
      const embed = await test.app.inject({ method: 'GET', url: '/de/embed?group=AbCdEfGhIj' });
      expect(frameAncestors(embed.headers['content-security-policy'])).toBe('*');
      expect(embed.headers['x-frame-options']).toBeUndefined();
      for (const url of ['/de/', '/de/result?id=abc', '/api/v1/health']) {
        const page = await test.app.inject({ method: 'GET', url });
        expect(frameAncestors(page.headers['content-security-policy'])).toBe("'none'");
        expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    });
  });

  describe('with an allowlist', () => {
    const test = useTestApp({ EMBED_ALLOWLIST: 'Partner.ch, https://schule.example' });
    it('lets only the listed sites frame the embed pages', async () => {
      const embed = await test.app.inject({ method: 'GET', url: '/it/embed' });
      expect(frameAncestors(embed.headers['content-security-policy'])).toBe(
        'https://partner.ch https://schule.example',
      );
    });
  });
});
