// The one table of the app's pages. Pure data that imports nothing: the router builds its routes
// from it, and the server (which hosts the built app) derives its page addresses, preload hints
// and mailed links from it through `@values-cross/web/pages`.

/** The layouts of product.md §2; each page sits in one of them. */
export type LayoutName =
  'default' | 'continue' | 'end' | 'home' | 'login' | 'red' | 'plain' | 'screen' | 'embed';

/**
 * Who renders a page, and how long the server keeps the HTML it rendered (per address and
 * reading):
 * - `kept`: the same for everybody; rendered once and kept for good (the default);
 * - `briefly`: kept for a short while (a result: a deleted one is gone from its page within it);
 * - `each-request`: rendered for every request, its data changes with every consent or member;
 * - `login`: the login's own page, rendered for every request from the visitor's login (the
 *   server finds it by its refresh cookie), kept by no cache;
 * - `browser-only`: what it shows depends on what only the browser knows (the login kept there,
 *   this browser's results) or on a one-time link (which the server must not spend).
 */
export type PageRendering = 'kept' | 'briefly' | 'each-request' | 'login' | 'browser-only';

/** One page of the app, under the language prefix `/<lang>/`. */
export interface PageEntry {
  /**
   * The path after the language prefix: '' for the landing page, else e.g. 'newsletter/confirm';
   * `{id}` stands for a required id inside the path, as in 'group/{id}/screen'.
   */
  segment: string;
  layout: LayoutName;
  /**
   * The page's module, relative to apps/web: the key of its chunk in Vite's manifest. It exports
   * `Component` (and `loader` where the page loads data before it shows).
   */
  module: string;
  /** Whether the path may end in an id (product.md §2: ids optional), as in /chapter/3. */
  takesId: boolean;
  /** Part of the first bundle instead of a chunk of its own (the landing page paints first). */
  inEntry?: boolean;
  /** Who renders the page and how long the server keeps it (PageRendering); else `kept`. */
  rendering?: PageRendering;
  /**
   * The page's route has an action: a form the browser sends itself, before the scripts run,
   * comes to it, and the server renders the page with what it led to.
   */
  takesForms?: boolean;
  /**
   * The page shows what its query's `id` names (a result's code); without one it shows the
   * visitor's own, which only their browser knows, and is rendered there.
   */
  idInQuery?: boolean;
  /**
   * Interface-text namespaces the page needs besides those every page loads at start: they load
   * with the page (see lib/i18n.ts PAGE_NAMESPACES).
   */
  texts?: readonly string[];
  /**
   * Part of the survey embedded in other sites: also shown under `/{lang}/embed/` (the only
   * addresses a frame may show), in the embed layout.
   */
  embeddable?: boolean;
}

/** Every page of the app (product.md §2), by name. */
export const PAGES = {
  landing: {
    segment: '',
    layout: 'home',
    module: 'src/features/landing/pages/LandingPage.tsx',
    takesId: false,
    inEntry: true,
  },
  chapter: {
    segment: 'chapter',
    embeddable: true,
    layout: 'red',
    module: 'src/features/survey/pages/ChapterPage.tsx',
    takesId: true,
    texts: ['survey'],
  },
  question: {
    segment: 'question',
    embeddable: true,
    layout: 'default',
    module: 'src/features/survey/pages/QuestionPage.tsx',
    takesId: true,
    texts: ['survey'],
  },
  continue: {
    segment: 'continue',
    embeddable: true,
    layout: 'continue',
    module: 'src/features/survey/pages/ContinuePage.tsx',
    takesId: true,
    texts: ['survey'],
  },
  result: {
    segment: 'result',
    embeddable: true,
    layout: 'end',
    module: 'src/features/result/pages/ResultPage.tsx',
    takesId: false,
    texts: ['result-page'],
    rendering: 'briefly',
    idInQuery: true,
  },
  login: {
    segment: 'login',
    layout: 'login',
    module: 'src/features/auth/pages/LoginPage.tsx',
    texts: ['account'],
    takesId: false,
    // Says who is logged in, with a logout, also before the scripts run.
    rendering: 'login',
    takesForms: true,
  },
  signup: {
    segment: 'signup',
    layout: 'login',
    module: 'src/features/auth/pages/SignupPage.tsx',
    texts: ['account'],
    takesId: false,
    takesForms: true,
  },
  registered: {
    segment: 'registered',
    layout: 'login',
    module: 'src/features/auth/pages/RegisteredPage.tsx',
    texts: ['account'],
    takesId: false,
  },
  confirm: {
    segment: 'confirm',
    layout: 'login',
    module: 'src/features/auth/pages/ConfirmPage.tsx',
    texts: ['account'],
    takesId: false,
    takesForms: true,
  },
  passwordReset: {
    segment: 'passwordreset',
    layout: 'login',
    module: 'src/features/auth/pages/PasswordResetPage.tsx',
    texts: ['account'],
    takesId: false,
    takesForms: true,
  },
  passwordChange: {
    segment: 'passwordchange',
    layout: 'login',
    module: 'src/features/auth/pages/PasswordChangePage.tsx',
    texts: ['account'],
    takesId: false,
    takesForms: true,
  },
  profile: {
    segment: 'profile',
    layout: 'login',
    module: 'src/features/auth/pages/ProfilePage.tsx',
    texts: ['account'],
    takesId: false,
    rendering: 'login',
    takesForms: true,
  },
  gallery: {
    segment: 'gallery',
    layout: 'plain',
    module: 'src/features/community/pages/GalleryPage.tsx',
    takesId: false,
    texts: ['compare'],
    rendering: 'each-request',
  },
  compare: {
    segment: 'compare',
    layout: 'plain',
    module: 'src/features/community/pages/ComparePage.tsx',
    takesId: false,
    texts: ['compare'],
    rendering: 'browser-only',
  },
  history: {
    segment: 'history',
    layout: 'plain',
    module: 'src/features/history/pages/HistoryPage.tsx',
    takesId: false,
    rendering: 'browser-only',
    texts: ['history'],
  },
  openData: {
    segment: 'open-data',
    layout: 'plain',
    module: 'src/features/open-data/pages/OpenDataPage.tsx',
    takesId: false,
    texts: ['population'],
  },
  privacy: {
    segment: 'privacy',
    layout: 'plain',
    module: 'src/features/privacy/pages/PrivacyPage.tsx',
    takesId: false,
    texts: ['privacy'],
  },
  newsletter: {
    segment: 'newsletter',
    layout: 'login',
    module: 'src/features/newsletter/pages/NewsletterPage.tsx',
    takesId: false,
    inEntry: true,
    takesForms: true,
  },
  newsletterConfirm: {
    segment: 'newsletter/confirm',
    layout: 'login',
    module: 'src/features/newsletter/pages/NewsletterConfirmPage.tsx',
    texts: ['account'],
    takesId: false,
    takesForms: true,
  },
  groupCreate: {
    segment: 'group',
    layout: 'plain',
    module: 'src/features/group/pages/GroupCreatePage.tsx',
    takesId: false,
    texts: ['group', 'group-admin'],
    takesForms: true,
  },
  group: {
    segment: 'group/{id}',
    layout: 'plain',
    module: 'src/features/group/pages/GroupPage.tsx',
    takesId: false,
    texts: ['group'],
    rendering: 'each-request',
  },
  groupScreen: {
    segment: 'group/{id}/screen',
    layout: 'screen',
    module: 'src/features/group/pages/GroupScreenPage.tsx',
    takesId: false,
    texts: ['group'],
    rendering: 'each-request',
  },
  embed: {
    segment: 'embed',
    layout: 'embed',
    module: 'src/features/embed/pages/EmbedStartPage.tsx',
    takesId: false,
    texts: ['group'],
  },
} as const satisfies Record<string, PageEntry>;

/** The name of a page in the table. */
export type PageName = keyof typeof PAGES;

/** The pages as a list. */
export const PAGE_LIST: readonly PageEntry[] = Object.values(PAGES);

/** The placeholder of a required id inside a segment ('group/{id}/screen'). */
const ID = '{id}';

/**
 * The address of a page in a language, e.g. `/de/passwordchange?token=…` or, with an `id`,
 * `/fr/group/Ab12Cd34Ef/screen`; prefix the site's public URL for a link in a mail.
 */
export function pagePath(
  name: PageName,
  { language, id, query }: { language: string; id?: string; query?: Record<string, string> },
): string {
  const { segment } = PAGES[name];
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const path = id === undefined ? segment : segment.replace(ID, encodeURIComponent(id));
  return `/${language}${path ? `/${path}` : ''}${search}`;
}

/** Whether path parts are a segment's, `{id}` matching any one part. */
function isSegment(segment: string, parts: readonly string[]): boolean {
  const expected = segment.split('/').filter(Boolean);
  return (
    expected.length === parts.length &&
    expected.every((part, i) => part === parts[i] || (part === ID && Boolean(parts[i])))
  );
}

/**
 * The page a path after the language prefix shows (`result`, `question/4`, and inside the
 * embedded survey `embed/question/4`), if any.
 */
export function pageAt(rest: string): PageEntry | undefined {
  const parts = rest.split('/').filter(Boolean);
  if (parts[0] === 'embed' && parts.length > 1) {
    const page = pageAt(parts.slice(1).join('/'));
    return page?.embeddable ? page : undefined;
  }
  return PAGE_LIST.find(
    ({ segment, takesId }) =>
      isSegment(segment, parts) || (takesId && isSegment(segment, parts.slice(0, -1))),
  );
}
