import { sitePath } from '@values-cross/contract/paths';
import { apiRequest, readAnswer } from '@/lib/api-client';

/** The installation's data-protection address (PROVIDER_EMAIL), or '' when it cannot be read. */
export function fetchProviderEmail(): Promise<string> {
  return apiRequest(sitePath)
    .then((response) => (response.ok ? readAnswer('site', response) : null))
    .then((site) => site?.providerEmail ?? '')
    .catch(() => '');
}
