import { isLocale } from '@values-cross/core';
import { pageAt, type PageEntry, type PageRendering } from '@values-cross/web/pages';
import type { PageQuery } from './page-query';
import { RESULT_CODE_PATTERN } from '../answer-sets';
import { withoutReadingParam } from './reading';
import { RESULT_PAGE_KEPT_MS } from '../../config/limits';

/** Whether and how long a rendered page is reused for the same address. */
export interface RenderingPlan {
  /**
   * The page's one address (its path as the app writes it, and a result's code): the page is
   * rendered from this address alone and kept under it, per reading. Null: rendered from the
   * request's own address, for that request only.
   */
  keepAs: string | null;
  /** How long the HTML stays right (a result); without it the page is fixed, kept for good. */
  keepForMs?: number;
  /** Rendered from the visitor's login (the profile): for the request alone, kept by no cache. */
  withLogin?: true;
}

/** An id in a page's path as the app writes it (`/de/question/7`): a position from 1 to 999. */
const PAGE_ID = /^[1-9]\d{0,2}$/;

/**
 * Whether a path is the one the app writes for its page (`/de/question/7`, `/it/embed/chapter/2`),
 * not another spelling the router also matches (`/de/Question/07/`, `/de//question/7`,
 * `/de/questio%6E/7`): only that one is kept, so the kept pages are at most the app's pages in
 * each language and reading.
 */
function isPagePath(pathname: string, page: PageEntry): boolean {
  const [empty, lang, ...rest] = pathname.split('/');
  if (empty !== '' || !isLocale(lang) || page.segment.includes('{')) return false;
  const embedded = rest[0] === 'embed' && rest.length > 1;
  const parts = embedded ? rest.slice(1) : rest;
  const segment = page.segment === '' ? [] : page.segment.split('/');
  const id = parts.length === segment.length + 1 ? parts.at(-1) : undefined;
  const written = [
    lang,
    ...(embedded ? ['embed'] : []),
    ...segment,
    ...(page.takesId && id !== undefined && PAGE_ID.test(id) ? [id] : []),
  ];
  return pathname === `/${written.join('/')}`;
}

/**
 * Whether the server renders the page at an address, and how its HTML is kept, as the page table
 * says (`rendering`, apps/web/src/app/pages.ts); a page that shows what `?id=` names is rendered
 * by the browser without one (the visitor's own result). A page is kept only at its one address
 * with nothing else in the query but `reading=`, which chooses the reading and is not part of
 * what is rendered.
 */
export function serverRendering(request: {
  url: string;
  query: Pick<PageQuery, 'id'>;
}): RenderingPlan | null {
  const [pathname = '', query = ''] = request.url.split('?');
  const search = withoutReadingParam(query);
  const page = pageAt(pathname.split('/').slice(2).join('/'));
  const rendering = page?.rendering ?? 'kept';
  if (rendering === 'browser-only') return null;
  if (rendering === 'each-request') return { keepAs: null };
  if (rendering === 'login') return { keepAs: null, withLogin: true };
  if (page?.idInQuery) {
    const { id } = request.query;
    if (id === undefined) return null;
    // A code that cannot exist renders "not found" (404), each time: it is not worth keeping.
    // With any other query (`&x=…`) the page renders for that request alone.
    const kept =
      isPagePath(pathname, page) && RESULT_CODE_PATTERN.test(id) && search === `id=${id}`;
    return kept ? { keepAs: `${pathname}?id=${id}`, ...keptFor(rendering) } : { keepAs: null };
  }
  // An unknown page renders "not found" each time; made-up addresses are never kept.
  const kept = page && search === '' && isPagePath(pathname, page);
  return kept ? { keepAs: pathname, ...keptFor(rendering) } : { keepAs: null };
}

/** How long a kept page stays: a page kept briefly for RESULT_PAGE_KEPT_MS, any other for good. */
function keptFor(rendering: PageRendering): Pick<RenderingPlan, 'keepForMs'> {
  return rendering === 'briefly' ? { keepForMs: RESULT_PAGE_KEPT_MS } : {};
}
