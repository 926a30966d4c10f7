import { sitePath } from '@values-cross/contract/paths';
import { apiRequest } from '@/lib/api-client';

/** The installation's data-protection address (PROVIDER_EMAIL), or '' when it cannot be read. */
export function fetchProviderEmail(): Promise<string> {
  return apiRequest(sitePath)
    .then((response) =>
      response.ok ? (response.json() as Promise<{ providerEmail: string }>) : null,
    )
    .then((site) => site?.providerEmail ?? '')
    .catch(() => '');
}
