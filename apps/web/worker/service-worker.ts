/// <reference lib="webworker" />
// The service worker (decision 0059): keeps the app so that a person who opened it once can
// answer, pass questions and see their result with no network. The build writes it to /sw.js
// with the constants below in front (vite.config.ts: serviceWorker()); it imports nothing.

/** The build's fingerprint: a new build is a new worker with caches of its own. */
declare const BUILD: string;
/** Every file of the build the pages may load: scripts, the style sheet, the catalogues. */
declare const PRECACHED: readonly string[];
/**
 * Per language and reading, the page the browser renders itself, which starts the app at any
 * address (`/de/result`, `/de/result?reading=easy`).
 */
declare const SHELLS: Readonly<Record<string, Readonly<Record<'standard' | 'easy', string>>>>;
/** The cookie that holds a person's reading (core READING_COOKIE). */
declare const READING_COOKIE: string;
/** The address of the groups in the API (contract groupsPath): `${GROUPS}{code}` is one group. */
declare const GROUPS: string;
/** The current questionnaire in each language and reading, as the app asks for it. */
declare const QUESTIONNAIRES: readonly string[];

/** The worker's scope, with the service worker's own events and methods. */
const worker = self as unknown as ServiceWorkerGlobalScope;

const APP_CACHE = `app-${BUILD}`;
/**
 * The API's answers kept (the questionnaire, groups): from the network first, from here without
 * one.
 */
const DATA_CACHE = `data-${BUILD}`;
const precached = new Set(PRECACHED);
const questionnaires = new Set(QUESTIONNAIRES);

/**
 * Keeps what answered well; a failed or refused request keeps nothing. Sent without cookies: what
 * is kept is the same for everybody (and an address's `reading=` changes no one's reading).
 */
async function keep(cacheName: string, url: string): Promise<void> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await (await caches.open(cacheName)).put(url, response);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The app must be whole or the worker is not installed (the old one stays).
      const shells = Object.values(SHELLS).flatMap((shell) => [shell.standard, shell.easy]);
      await Promise.all([...PRECACHED, ...shells].map((url) => keep(APP_CACHE, url)));
      // The questionnaires are worth having but not worth failing for.
      await Promise.allSettled(QUESTIONNAIRES.map((url) => keep(DATA_CACHE, url)));
      // A kiosk never closes its tab: the new build takes over at once (chunk-reload.ts reloads a
      // page whose scripts of the old build are gone).
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name !== APP_CACHE && name !== DATA_CACHE)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

/** The reading a page is asked in: the address's, else the person's cookie where it can be read. */
async function readingOf(url: URL): Promise<'standard' | 'easy'> {
  const asked = url.searchParams.get('reading');
  if (asked === 'easy' || asked === 'standard') return asked;
  // The cookie store is not in every browser's workers: without it, the standard reading.
  const store = (
    worker as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  const cookie = await store?.get(READING_COOKIE).catch(() => null);
  return cookie?.value === 'easy' ? 'easy' : 'standard';
}

/** The page that starts the app in an address's language (German when it names none) and reading. */
async function shellOf(url: URL): Promise<string | undefined> {
  const lang = url.pathname.split('/')[1] ?? '';
  const shell = SHELLS[lang] ?? SHELLS.de;
  return shell?.[await readingOf(url)];
}

/**
 * A page: from the network while there is one (the server renders it); without one, the page
 * the browser renders itself, in the address's language, which shows the page asked for.
 */
async function page(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await shellOf(url);
    const kept = shell ? await caches.match(shell, { cacheName: APP_CACHE }) : undefined;
    if (kept) return kept;
    throw error;
  }
}

/** A file of the build: its name changes with its content, so the kept copy is right. */
async function buildFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: APP_CACHE })) ?? fetch(request);
}

/**
 * Whether an address is a group as the API serves it (`/api/v1/groups/Ab12Cd34Ef`): a kiosk's
 * start page needs it to start the next visitor while the network is away.
 */
function isGroup(url: URL): boolean {
  return (
    url.pathname.startsWith(GROUPS) && /^[0-9A-Za-z]{1,64}$/.test(url.pathname.slice(GROUPS.length))
  );
}

/**
 * An answer of the API the app keeps for use offline (the questionnaire, a group): the network's
 * when there is one (kept for later), else the one kept.
 */
async function networkFirst(request: Request, url: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(DATA_CACHE).then((cache) => cache.put(url, copy));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(url, { cacheName: DATA_CACHE });
    if (kept) return kept;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (precached.has(url.pathname)) {
    event.respondWith(buildFile(request));
  } else if (questionnaires.has(url.pathname + url.search) || (isGroup(url) && !url.search)) {
    event.respondWith(networkFirst(request, url.pathname + url.search));
  }
});
