// The installation's data-protection address: the address when the API gives it, an ApiError (the
// API layer's one failure) when it cannot be read, which the privacy page's loader turns into an
// empty text (the page then says the address cannot be shown now).
import { describe, expect, it } from 'vitest';
import { sitePath } from '@values-cross/contract/paths';
import { transportOf } from '@/lib/api-transport';
import { fakeApi } from '@/testing/fake-api';
import { ApiError } from '@/lib/api-client';
import { contextWith } from '@/lib/render-context';
import { loader } from '../pages/PrivacyPage';
import { fetchProviderEmail } from './site-api';

/** The transport of a server whose site/ answers with this status and body. */
const siteAnswering = (body: unknown, status = 200) => fakeApi({ [sitePath]: { status, body } });

/** What the privacy page's loader gives its page through this context's API. */
const pageLoad = (context: unknown) =>
  Promise.resolve(
    loader({
      context,
      params: {},
      request: new Request('http://x/de/privacy'),
      url: new URL('http://x/de/privacy'),
      pattern: '',
    } as unknown as Parameters<typeof loader>[0]),
  );

describe('fetchProviderEmail', () => {
  it('reads the address from the site’s facts, with one GET to site/', async () => {
    const api = siteAnswering({ providerEmail: 'datenschutz@example.ch' });
    await expect(fetchProviderEmail(transportOf(api.context))).resolves.toBe(
      'datenschutz@example.ch',
    );
    expect(api.sent.map(({ path, method }) => `${method} ${path}`)).toEqual([`GET ${sitePath}`]);
  });

  it.each([
    ['the server fails', { detail: 'error' }, 500],
    ['the installation is not there', { detail: 'not_found' }, 404],
    ['the answer lacks the address', {}, 200],
    ['the address is not a text', { providerEmail: 42 }, 200],
  ])('fails as an ApiError when %s, and the page gets an empty text', async (_, body, status) => {
    const api = siteAnswering(body, status);
    await expect(fetchProviderEmail(transportOf(api.context))).rejects.toBeInstanceOf(ApiError);
    await expect(pageLoad(api.context)).resolves.toBe('');
  });

  it('fails as offline when the request itself fails', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchProviderEmail(offline)).rejects.toMatchObject({ code: 'offline' });
    await expect(pageLoad(contextWith(offline, null))).resolves.toBe('');
  });

  it('fails as an unexpected answer when the body is not JSON', async () => {
    const broken = async () => new Response('<html>busy</html>', { status: 200 });
    await expect(fetchProviderEmail(broken)).rejects.toMatchObject({ code: 'unexpected_answer' });
  });
});
