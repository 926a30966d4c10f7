import { sitePath } from '@values-cross/contract/paths';
import { apiAnswer } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';

/** The installation's data-protection address (PROVIDER_EMAIL); an ApiError when it cannot be read. */
export async function fetchProviderEmail(
  transport: ApiTransport = browserTransport,
): Promise<string> {
  const site = await apiAnswer('site', sitePath, {}, transport);
  return site.providerEmail;
}
