import { describe, expect, it } from 'vitest';
import { PAGE_LIST, PAGES, pageAt, pagePath } from './pages';
import { pageRoute } from './routes';

const PAGE_FILES = Object.keys(
  import.meta.glob(['../features/*/pages/*.tsx', '!../features/*/pages/*.test.tsx']),
).map((key) => key.replace(/^\.\.\//, 'src/'));

describe('the page table', () => {
  it('names every page file of the features, and only those', () => {
    expect(PAGE_LIST.map((page) => page.module).sort()).toEqual(PAGE_FILES.sort());
  });

  it.each(PAGE_LIST.map((page) => [page.segment || '(landing)', page] as const))(
    'routes %s to a module with a component',
    async (_, page) => {
      const route = pageRoute(page);
      const module =
        typeof route.lazy === 'function' ? await route.lazy() : { Component: route.Component };
      expect(module.Component).toBeTypeOf('function');
    },
  );

  it('has one page per address', () => {
    const segments = PAGE_LIST.map((page) => page.segment);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('builds page addresses, with the query encoded', () => {
    expect(pagePath('landing', { language: 'fr' })).toBe('/fr');
    expect(pagePath('passwordChange', { language: 'de', query: { token: 'a b&c' } })).toBe(
      '/de/passwordchange?token=a+b%26c',
    );
    expect(pagePath('newsletterConfirm', { language: 'it', query: { token: 'x' } })).toBe(
      '/it/newsletter/confirm?token=x',
    );
    expect(pagePath('group', { language: 'fr', id: 'Ab12Cd34Ef' })).toBe('/fr/group/Ab12Cd34Ef');
    expect(pagePath('groupScreen', { language: 'de', id: 'Ab12Cd34Ef' })).toBe(
      '/de/group/Ab12Cd34Ef/screen',
    );
  });

  it('routes an id inside a path to its page', () => {
    const paths = [PAGES.groupCreate, PAGES.group, PAGES.groupScreen].map(
      (page) => pageRoute(page).path,
    );
    expect(paths).toEqual(['group', 'group/:id', 'group/:id/screen']);
  });

  it.each([
    ['', PAGES.landing],
    ['result', PAGES.result],
    ['result/', PAGES.result],
    ['question/4', PAGES.question],
    ['newsletter/confirm', PAGES.newsletterConfirm],
    ['group', PAGES.groupCreate],
    ['group/Ab12Cd34Ef', PAGES.group],
    ['group/Ab12Cd34Ef/screen', PAGES.groupScreen],
    ['group/Ab12Cd34Ef/other', undefined],
    ['login/4', undefined],
    ['newsletter', PAGES.newsletter],
    ['newsletter/other', undefined],
    ['unknown', undefined],
  ])('finds the page at %j', (rest, page) => {
    expect(pageAt(rest)).toBe(page);
  });
});
