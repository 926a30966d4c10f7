import { describe, expect, it, vi } from 'vitest';
import common from '@values-cross/content/locales/fr/common.json';
import privacy from '@values-cross/content/locales/fr/privacy.json';
import group from '@values-cross/content/locales/it/group.json';
import { loadPageTexts, NAMESPACES, PAGE_NAMESPACES, switchLocale } from './i18n';
import { browserTranslator } from './translation';

describe('the catalogues in the browser', () => {
  it('switching to a language loads every namespace all pages need, and no page namespace', async () => {
    await switchLocale('fr');
    for (const namespace of NAMESPACES) {
      expect(browserTranslator.hasResourceBundle('fr', namespace), namespace).toBe(true);
    }
    for (const namespace of PAGE_NAMESPACES) {
      expect(browserTranslator.hasResourceBundle('fr', namespace), namespace).toBe(false);
    }
    expect(browserTranslator.language).toBe('fr');
    expect(browserTranslator.translate('common', 'app.name')).toBe(common.app.name);
    // The privacy page's texts come with that page.
    await loadPageTexts('fr', ['privacy']);
    expect(browserTranslator.translate('privacy', 'title')).toBe(privacy.title);
  });

  it('English, the fallback, loads only once a text is missing, and then shows', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browserTranslator.hasResourceBundle('en', 'common')).toBe(false);
    let changes = 0;
    const stop = browserTranslator.subscribe(() => (changes += 1));
    expect(browserTranslator.translate('common', 'no.such.text')).toBe('no.such.text');
    await vi.waitFor(() => expect(browserTranslator.hasResourceBundle('en', 'result')).toBe(true));
    await vi.waitFor(() => expect(changes).toBeGreaterThan(0));
    stop();
    for (const namespace of NAMESPACES) {
      expect(browserTranslator.hasResourceBundle('en', namespace), namespace).toBe(true);
    }
  });

  it('a page’s own namespace loads with that page, in the language asked for', async () => {
    expect(browserTranslator.hasResourceBundle('it', 'group')).toBe(false);
    await loadPageTexts('it', ['group']);
    expect(browserTranslator.hasResourceBundle('it', 'group')).toBe(true);
    await switchLocale('it');
    expect(browserTranslator.hasResourceBundle('en', 'group')).toBe(false);
    browserTranslator.translate('group', 'no.such.text');
    await vi.waitFor(() => expect(browserTranslator.hasResourceBundle('en', 'group')).toBe(true));
    const [key, text] = Object.entries(group).find(([, value]) => typeof value === 'string') ?? [];
    expect(key).toBeDefined();
    expect(browserTranslator.translate('group', key ?? '')).toBe(text);
  });

  it('an unknown namespace is an error, not a silent page without texts', async () => {
    await expect(loadPageTexts('de', ['nowhere'])).rejects.toThrow('Missing catalogue de/nowhere');
  });
});
