// The installation's data-protection address as the privacy page reads it: the address when the
// API gives it, and an empty text, never an error, when it cannot be read.
import { describe, expect, it } from 'vitest';
import { sitePath } from '@values-cross/contract/paths';
import { transportOf } from '@/lib/api-transport';
import { fakeApi } from '@/testing/fake-api';
import { fetchProviderEmail } from './site-api';

/** The transport of a server whose site/ answers with this status and body. */
const siteAnswering = (body: unknown, status = 200) => fakeApi({ [sitePath]: { status, body } });

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
  ])('gives an empty text when %s', async (_, body, status) => {
    const api = siteAnswering(body, status);
    await expect(fetchProviderEmail(transportOf(api.context))).resolves.toBe('');
  });

  it('gives an empty text when the request itself fails (offline)', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchProviderEmail(offline)).resolves.toBe('');
  });

  it('gives an empty text when the body is not JSON', async () => {
    const broken = async () => new Response('<html>busy</html>', { status: 200 });
    await expect(fetchProviderEmail(broken)).resolves.toBe('');
  });
});
