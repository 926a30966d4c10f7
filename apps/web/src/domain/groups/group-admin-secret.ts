import { browserStore, parseJson, useStored } from '@/lib/browser-store';

/**
 * The admin secrets of the groups created in this browser, by group code, in local storage. Read
 * live (a logout clears storage, and the secrets go with it) and following other tabs. Storage
 * full or disabled: the admin link still works for this visit's page.
 */
const secrets = browserStore({
  area: 'local',
  key: 'values-cross:group-admin',
  parse: (text): Record<string, string> => {
    const value = parseJson(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  },
  otherTabs: true,
  live: true,
});

/** Remembers a group's admin secret in this browser, so its creator keeps the admin view. */
export function rememberAdminSecret(code: string, secret: string): void {
  if (secrets.get()[code] !== secret) secrets.set({ ...secrets.get(), [code]: secret });
}

/** Forgets a group's admin secret (the group was deleted, or the secret is no longer valid). */
export function forgetAdminSecret(code: string): void {
  const { [code]: _forgotten, ...others } = secrets.get();
  secrets.set(others);
}

/** The admin secret of a group in the address's fragment (`#admin=…`), if there is one. */
export function adminSecretInFragment(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, '')).get('admin');
  return secret || null;
}

/** The admin secret of a group known to this browser; none on the server. */
export function useAdminSecret(code: string): string | null {
  return useStored(secrets, (stored) => stored[code] ?? null);
}

/** The group's admin secret this browser holds (outside React); none on the server. */
export function adminSecretOf(code: string): string | null {
  return secrets.get()[code] ?? null;
}

/** Whether this browser holds the group's admin secret (outside React). */
export function holdsAdminSecret(code: string): boolean {
  return adminSecretOf(code) !== null;
}
