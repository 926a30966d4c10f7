import { sitePath } from '@values-cross/contract/paths';
import { apiRequest, readAnswer } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';

/** The installation's data-protection address (PROVIDER_EMAIL), or '' when it cannot be read. */
export function fetchProviderEmail(transport: ApiTransport = browserTransport): Promise<string> {
  return apiRequest(sitePath, {}, transport)
    .then((response) => (response.ok ? readAnswer('site', response) : null))
    .then((site) => site?.providerEmail ?? '')
    .catch(() => '');
}
