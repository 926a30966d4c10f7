import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';
import { createLoggedInUser } from '../../testing/test-accounts';
import { createTestApp } from '../../testing/test-app';
import { PAGE_LIST } from '@values-cross/web/pages';
import { serverRendering } from './rendering-plan';
import { MINUTE_MS } from '@values-cross/core';

const SHELL = `<!doctype html><html lang="de"><head><meta name="description" content="" />
<title>Wertekreuz</title>
<script>startAfterFirstPaint(() => import("/assets/index-abc.js"))</script>
<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
</head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for the web app's server build (apps/web/dist-ssr/entry-server.js): it numbers its
 * renders, asks the API through the transport it was given, and fails or says 404 on request.
 */
const RENDERER = `let renders = 0;
export function createRenderer(api) {
  return async (path, reading, form, access) => {
    if (path.includes('fault')) throw new Error('render fault');
    renders += 1;
    if (form?.includes('leave=1')) return { status: 303, keep: false, html: '', location: '/de/registered' };
    if ((form ?? path).includes('forget=1')) await api('/api/v1/account/token/device/', { method: 'DELETE' });
    const credentials = form?.startsWith('login=1') ? Object.fromEntries(new URLSearchParams(form)) : null;
    const loggedIn = credentials
      ? ', login ' + (await api('/api/v1/account/token/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: credentials.email, password: credentials.password }) })).status
      : '';
    const loggedOut = form?.includes('logout=1')
      ? ', logout ' + (await api('/api/v1/account/logout/', { method: 'POST' })).status
      : '';
    const health = await (await api('/api/v1/health')).json();
    const me = access ? await (await api('/api/v1/account/me/')).json() : null;
    return {
      status: path.includes('no-such') ? 404 : 200,
      keep: !path.includes('passing'),
      html: '<h1>render ' + renders + ' of ' + path + ', API ' + health.status + ', ' + reading + (form === undefined ? '' : ', form ' + form) + (me ? ', login of ' + me.firstName : '') + loggedIn + loggedOut + '</h1>',
    };
  };
}`;

describe('web host: pages rendered by the server', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'values-cross-rendering-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), SHELL);
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const test = useTestApp(() => ({ WEB_DIST_DIR: join(root, 'dist') }));
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('sends the page rendered in #root, its loaders answered in process, without script hints', async () => {
    const response = await get('/fr/chapter/2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<div id="root"><h1>render \d+ of \/fr\/chapter\/2, API ok, standard<\/h1><\/div>/,
    );
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).not.toContain('modulepreload');
    expect(response.body).toContain('<script>startAfterFirstPaint(');
  });

  it('lets the page run its inline script, by its hash, and no other', async () => {
    const response = await get('/de');
    const policy = String(response.headers['content-security-policy']);
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('unsafe-inline');
    // The rendered page brings no script of its own that the policy would refuse.
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map(
      ([, attributes]) => attributes ?? '',
    );
    expect(scripts.filter((attributes) => !/type="application\/json"/.test(attributes))).toEqual([
      '',
    ]);
  });

  it('answers with the status the page rendered, 404 for an unknown page, never kept', async () => {
    const response = await get('/de/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('of /de/no-such-page');
    // Made-up addresses must not push real pages out of the kept ones.
    expect((await get('/de/no-such-page')).body).not.toBe(response.body);
  });

  it('keeps a result page only as its own address renders it, never with a visitor’s query', async () => {
    const poisoned = await get('/de/result?id=AbCdEf123456&x=POISON');
    expect(poisoned.body).toContain('POISON');
    const clean = await get('/de/result?id=AbCdEf123456');
    expect(clean.body).not.toContain('POISON');
    expect((await get('/de/result?id=AbCdEf123456')).body).toBe(clean.body);
    // And the kept page is not what an address with more in its query gets.
    expect((await get('/de/result?id=AbCdEf123456&x=other')).body).toContain('x=other');
  });

  it('renders a kept page from its own address only: nothing of a visitor’s query reaches it', async () => {
    const long = 'B'.repeat(15_000);
    const first = await get(`/it?reading=${long}`);
    expect(first.body).toMatch(/of \/it, API ok, standard</);
    const later = await get('/it');
    expect(later.body).not.toContain('BBBB');
    expect(later.body).toBe(first.body);
    // A valid reading chooses the reading, and only that.
    const easy = await get('/de/result?id=AbCdEf123456&reading=easy');
    expect(easy.body).toMatch(/of \/de\/result\?id=AbCdEf123456, API ok, easy</);
    const switched = await get('/en/chapter/2?reading=easy&reading=standard');
    expect(switched.body).not.toContain('reading=');
  });

  it('keeps the fixed pages however many result pages are kept after them', async () => {
    const landing = await get('/fr');
    const question = await get('/fr/question/7');
    for (let n = 0; n < 2100; n += 1) {
      await get(`/de/result?id=${String(n).padStart(12, 'r')}`);
    }
    expect((await get('/fr')).body).toBe(landing.body);
    expect((await get('/fr/question/7')).body).toBe(question.body);
  }, 30_000);

  it('keeps a page that is the same for everybody, renders the gallery each time', async () => {
    const first = await get('/it/privacy');
    expect((await get('/it/privacy')).body).toBe(first.body);
    const gallery = await get('/de/gallery');
    expect((await get('/de/gallery')).body).not.toBe(gallery.body);
    // A page that showed a passing state (loading, retrying) is rendered again.
    const passing = await get('/de/passing');
    expect((await get('/de/passing')).body).not.toBe(passing.body);
  });

  it('renders a page in easy language for ?reading=easy and remembers it in a cookie', async () => {
    const easy = await get('/de/question/3?reading=easy');
    expect(easy.body).toMatch(/of \/de\/question\/3, API ok, easy</);
    expect(easy.body).toContain('<html lang="de" data-reading="easy"');
    const cookies = [easy.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/(^|\n)reading=easy; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(easy.headers.vary).toBe('Cookie');

    // The cookie alone renders the easy page, kept apart from the standard one.
    const remembered = await test.app.inject({
      method: 'GET',
      url: '/de/chapter/1',
      cookies: { reading: 'easy' },
    });
    expect(remembered.body).toContain(', easy<');
    expect(remembered.body).toContain('data-reading="easy"');
    expect([remembered.headers['set-cookie']].flat().join()).not.toContain('reading=');
    const standard = await get('/de/chapter/1');
    expect(standard.body).toContain(', standard<');
    expect(standard.body).not.toContain('data-reading');
    const again = await test.app.inject({
      method: 'GET',
      url: '/de/chapter/1',
      cookies: { reading: 'easy' },
    });
    expect(again.body).toBe(remembered.body);

    // ?reading=standard switches back and says so to the cookie; an unknown reading is ignored.
    const back = await test.app.inject({
      method: 'GET',
      url: '/de/chapter/1?reading=standard',
      cookies: { reading: 'easy' },
    });
    expect(back.body).toContain(', standard<');
    expect([back.headers['set-cookie']].flat().join()).toContain('reading=standard');
    expect((await get('/de/chapter/1?reading=simple')).body).toContain(', standard<');
  });

  it('reads a repeated query value as absent and answers every page, never 400', async () => {
    for (const url of [
      '/de/result?id=AbCdEf123456&id=BbCdEf123456',
      '/de/chapter/2?reading=easy&reading=standard',
      '/de/privacy?redirect=/de&redirect=/fr',
      '/de/question/3?x=1&x=2',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    // Two codes name no result: the page is the browser's, as the visitor's own result is.
    expect((await get('/de/result?id=AbCdEf123456&id=BbCdEf123456')).body).not.toContain('render');
  });

  it('renders a page that takes forms after its action, for a form sent without scripts', async () => {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/it/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=anna%40example.ch&firstName=',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toMatch(/^text\/html/);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toMatch(
      /of \/it\/newsletter, API ok, standard, form email=anna%40example.ch&firstName=</,
    );
    // Compressed as any page is (one of over a kilobyte).
    const compressed = await send('/it/newsletter', `firstName=${'a'.repeat(2000)}`, {
      'accept-encoding': 'br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-store');
    // Never kept: the page's own address renders without the form.
    expect((await get('/it/newsletter')).body).not.toContain('form email');
  });

  const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  it('renders a mailed link’s page per request, and takes its form at the link’s own address', async () => {
    // The server renders the new-password page; each link's page for itself, never kept.
    const shown = await get('/de/passwordchange?token=tok-1');
    expect(shown.body).toMatch(/render (\d+) of \/de\/passwordchange\?token=tok-1, API ok/);
    const again = await get('/de/passwordchange?token=tok-1');
    expect(again.body).not.toBe(shown.body);
    // The form names no address: the browser sends it to the link's, whose token the action reads.
    const sent = await send('/de/passwordchange?token=tok-1', 'password=x&passwordRepeat=x');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toMatch(
      /of \/de\/passwordchange\?token=tok-1, API ok, standard, form password=x&passwordRepeat=x</,
    );
  });

  it('sends the browser on where a sent form’s action leads (303), never kept', async () => {
    const sent = await send('/de/signup', 'leave=1');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/de/registered');
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('gives the browser the cookies a sent form’s API calls set, and a page asked for none', async () => {
    const cookies = (response: { headers: Record<string, unknown> }) =>
      [response.headers['set-cookie']].flat().map(String).join('\n');
    const sent = await send('/de/login', 'forget=1');
    expect(sent.statusCode).toBe(200);
    expect(cookies(sent)).toMatch(/login_device=;/);
    expect(cookies(sent)).toMatch(/LANG=de/);
    // A page asked for passes on no cookie of its calls (its renderer made the same call).
    const page = await get('/de/gallery?forget=1');
    expect(page.body).toContain('of /de/gallery?forget=1');
    expect(cookies(page)).not.toMatch(/login_device/);
  });

  it('lets the owner in by the login form without scripts from a browser that logged in before, however many strangers failed', async () => {
    const user = await createLoggedInUser(test);
    const viaApi = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email: user.email, password: user.password },
    });
    const device = viaApi.cookies.find((cookie) => cookie.name === 'login_device');
    expect(device?.path).toBe('/');
    for (let i = 0; i < 12; i += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/account/token/',
        payload: { email: user.email, password: 'Wrong-Pass-77' },
        remoteAddress: `10.6.${i}.1`,
      });
    }
    const form = `login=1&email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`;
    const formLogin = (cookies: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/de/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
        remoteAddress: '10.6.99.1',
        cookies,
      });
    // A browser unknown to the account waits like the strangers; the owner's own goes in.
    expect((await formLogin({})).body).toContain(', login 429</h1>');
    expect((await formLogin({ login_device: device?.value ?? '' })).body).toContain(
      ', login 200</h1>',
    );
  });

  it('takes a form only URL-encoded: a text/plain body (which other sites may send) is none', async () => {
    const plain = await send('/de/newsletter', 'email=a', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(plain.body).not.toContain('render');
  });

  it('limits the forms a client sends to pages, in every language together, and others go on', async () => {
    const limited = await createTestApp({ WEB_DIST_DIR: join(root, 'dist'), RATE_LIMIT_MAX: '5' });
    try {
      const sendFrom = (remoteAddress: string, locale: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/${locale}/newsletter`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'email=a',
          remoteAddress,
        });
      const codes: number[] = [];
      for (const locale of ['de', 'fr', 'it', 'en', 'de', 'fr', 'it']) {
        codes.push((await sendFrom('10.7.0.1', locale)).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const refused = await sendFrom('10.7.0.1', 'en');
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body).not.toContain('render');
      expect((await sendFrom('10.7.1.1', 'de')).statusCode).toBe(200);
      // Pages asked for are not counted.
      expect(
        (await limited.app.inject({ url: '/de/newsletter', remoteAddress: '10.7.0.1' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('takes a form only from the site’s own pages (Origin, else Referer)', async () => {
    const foreign = await send('/de/login', 'email=a', { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('render');
    const referred = await send('/de/login', 'email=a', { referer: 'https://evil.example/x' });
    expect(referred.statusCode).toBe(403);
    const own = await send('/de/login', 'email=a', { origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('form email=a');
    // A page under the no-referrer policy sends its forms with the Origin "null"; the browser
    // still says where they come from.
    const fetchSite = (site: string) =>
      send('/de/login', 'email=a', { origin: 'null', 'sec-fetch-site': site });
    expect((await fetchSite('same-origin')).statusCode).toBe(200);
    expect((await fetchSite('cross-site')).statusCode).toBe(403);
    expect((await fetchSite('same-site')).statusCode).toBe(403);
    expect((await send('/de/login', 'email=a', { origin: 'null' })).statusCode).toBe(403);
  });

  it('answers 405 to a form sent to a page without an action', async () => {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/de/privacy',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(sent.statusCode).toBe(405);
    expect(sent.headers.allow).toBe('GET, HEAD');
  });

  it('keeps the pages out of the API’s description', async () => {
    const document = (await get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    const pages = Object.keys(document.paths).filter(
      (path) => !path.startsWith('/api/') && !path.endsWith('/navigation.json'),
    );
    expect(pages).toEqual([]);
  });

  it('a fault in rendering leaves the page to the browser, never a 500', async () => {
    const response = await get('/de/fault');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p class="app-boot">');
    expect(response.body).toContain('modulepreload');
  });

  it('renders the profile from the visitor’s login, found by its refresh cookie, for them alone; a used token shown to a page ends the login', async () => {
    const user = await createLoggedInUser(test);
    const page = (cookies: Record<string, string> = {}) =>
      test.app.inject({ method: 'GET', url: '/de/profile', cookies });
    const nobody = await page();
    expect(nobody.body).toContain('of /de/profile, API ok, standard</h1>');
    const theirs = await page({ refresh_token: user.refresh });
    expect(theirs.body).toContain(`, login of ${user.firstName}</h1>`);
    expect(theirs.headers['cache-control']).toBe('no-store');
    // Rendering does not spend the refresh token: the browser still rotates it.
    expect(String(theirs.headers['set-cookie'])).not.toContain('refresh_token');
    const rotated = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/refresh/',
      cookies: { refresh_token: user.refresh },
    });
    expect(rotated.statusCode).toBe(200);
    // A form sent to the profile acts as that login too.
    const fresh = rotated.cookies.find((cookie) => cookie.name === 'refresh_token')?.value ?? '';
    const sent = await test.app.inject({
      method: 'POST',
      url: '/de/profile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { refresh_token: fresh },
      payload: 'firstName=Lia',
    });
    expect(sent.body).toContain(`form firstName=Lia, login of ${user.firstName}</h1>`);
    // None of ours is no login; a token already rotated is a replay and ends the whole login,
    // as at the refresh endpoint.
    expect((await page({ refresh_token: 'forged' })).body).not.toContain('login of');
    expect((await page({ refresh_token: user.refresh })).body).not.toContain('login of');
    expect((await page({ refresh_token: fresh })).body).not.toContain('login of');
    const afterReplay = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/refresh/',
      cookies: { refresh_token: fresh },
    });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('says on the login page who is logged in, and ends that login by a form sent without scripts', async () => {
    const user = await createLoggedInUser(test);
    const login = (cookies: Record<string, string> = {}) =>
      test.app.inject({ method: 'GET', url: '/fr/login', cookies });
    expect((await login()).body).not.toContain('login of');
    const theirs = await login({ refresh_token: user.refresh });
    expect(theirs.body).toContain(`, login of ${user.firstName}</h1>`);
    expect(theirs.headers['cache-control']).toBe('no-store');
    // The logout form: the API's logout gets the login's cookie, ends it and clears it.
    const sent = await test.app.inject({
      method: 'POST',
      url: '/fr/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { refresh_token: user.refresh },
      payload: 'logout=1&intent=logout',
    });
    expect(sent.body).toContain(', logout 204</h1>');
    const cleared = sent.cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(cleared?.value).toBe('');
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/refresh/',
      cookies: { refresh_token: user.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login({ refresh_token: user.refresh })).body).not.toContain('login of');
  });

  it('renders a confirmation link’s page per request without spending it, and leaves this browser’s results to the browser', async () => {
    for (const path of ['/de/confirm?token=x', '/fr/newsletter/confirm?token=y']) {
      const response = await get(path);
      expect(response.body, path).toMatch(
        /render \d+ of \/(de\/confirm\?token=x|fr\/newsletter\/confirm\?token=y), API ok/,
      );
      expect(response.body, path).not.toContain('form');
      expect((await get(path)).body, path).not.toBe(response.body);
    }
    for (const path of ['/de/result', '/de/history', '/de/compare']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<p class="app-boot">');
      // Where scripts are off, the page says what it needs instead of showing the name alone.
      expect(response.body, path).toContain(
        '<noscript><p class="notice">Diese Seite braucht JavaScript.',
      );
    }
  });
});

describe('which pages the server renders and keeps', () => {
  const plan = (url: string, query: Record<string, string> = {}) => serverRendering({ url, query });

  it('keeps fixed pages by address, results briefly by code, and nothing with a query', () => {
    expect(plan('/de')).toEqual({ keepAs: '/de' });
    expect(plan('/fr/question/4')).toEqual({ keepAs: '/fr/question/4' });
    expect(plan('/fr/question/4?x=1', { x: '1' })).toEqual({ keepAs: null });
    expect(plan('/de/result?id=AbCdEf123456', { id: 'AbCdEf123456' })).toEqual({
      keepAs: '/de/result?id=AbCdEf123456',
      keepForMs: MINUTE_MS,
    });
    expect(plan('/de/result?id=unknown', { id: 'unknown' })).toEqual({ keepAs: null });
    const withMore = { id: 'AbCdEf123456', x: 'POISON' };
    expect(plan('/de/result?id=AbCdEf123456&x=POISON', withMore)).toEqual({ keepAs: null });
    expect(plan('/de/gallery')).toEqual({ keepAs: null });
    // A group's members change at any moment: its pages are never kept.
    expect(plan('/de/group/AbCdEfGhIj')).toEqual({ keepAs: null });
    expect(plan('/de/group/AbCdEfGhIj/screen')).toEqual({ keepAs: null });
    // The embedded survey follows the rules of the same pages outside the frame.
    expect(plan('/it/embed/question/2')).toEqual({ keepAs: '/it/embed/question/2' });
    // `reading=` only chooses the reading (the renderer keeps each reading's page apart).
    expect(plan('/de/chapter/2?reading=easy', { reading: 'easy' })).toEqual({
      keepAs: '/de/chapter/2',
    });
    expect(
      plan('/de/result?id=AbCdEf123456&reading=easy', { id: 'AbCdEf123456', reading: 'easy' }),
    ).toEqual({ keepAs: '/de/result?id=AbCdEf123456', keepForMs: MINUTE_MS });
    expect(plan('/it/embed/result')).toBeNull();
    expect(plan('/it/embed?group=AbCdEfGhIj', { group: 'AbCdEfGhIj' })).toEqual({ keepAs: null });
  });

  it('keeps a page only at the one address the app writes for it', () => {
    expect(plan('/de/chapter')).toEqual({ keepAs: '/de/chapter' });
    expect(plan('/it/embed')).toEqual({ keepAs: '/it/embed' });
    expect(plan('/en/newsletter/confirm')).toEqual({ keepAs: '/en/newsletter/confirm' });
    for (const url of [
      '/de/QUESTION/3',
      '/de/question/03',
      '/de/question/3/',
      '/de//question/3',
      '/de/questio%6E/3',
      '/de/question/1000',
      '/de/question/3/4',
      '/de/embed/login',
      '/de/no-such-page',
      '/de/privacy/',
    ]) {
      expect(plan(url), url).toEqual({ keepAs: null });
    }
    expect(plan('/de/result/?id=AbCdEf123456', { id: 'AbCdEf123456' })).toEqual({ keepAs: null });
  });

  it('follows the page table: each page rendered and kept as its entry says', () => {
    for (const page of PAGE_LIST) {
      const path = `/fr/${page.segment.replace('{id}', 'AbCdEfGhIj')}`.replace(/\/$/, '');
      const code = { id: 'AbCdEf123456' };
      const planned = page.idInQuery ? plan(`${path}?id=${code.id}`, code) : plan(path);
      const expected = {
        kept: { keepAs: page.segment.includes('{') ? null : path },
        briefly: { keepAs: `${path}?id=${code.id}`, keepForMs: MINUTE_MS },
        'each-request': { keepAs: null },
        login: { keepAs: null, withLogin: true },
        'browser-only': null,
      }[page.rendering ?? 'kept'];
      expect(planned, path).toEqual(expected);
      if (page.idInQuery) expect(plan(path), `${path} without an id`).toBeNull();
    }
  });

  it('leaves the visitor’s own result and this browser’s results to the browser, renders a confirmation link for its request alone', () => {
    expect(plan('/de/result')).toBeNull();
    for (const page of ['compare', 'history']) {
      expect(plan(`/de/${page}`), page).toBeNull();
    }
    for (const page of ['confirm', 'newsletter/confirm']) {
      expect(plan(`/de/${page}?token=x`), page).toEqual({ keepAs: null });
    }
    // The profile: from the visitor's login, for the request alone.
    expect(plan('/de/profile')).toEqual({ keepAs: null, withLogin: true });
  });
});
