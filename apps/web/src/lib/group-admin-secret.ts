import { useBrowserStore } from './use-hydrated';

const STORAGE_KEY = 'values-cross:group-admin';
const listeners = new Set<() => void>();

function stored(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function store(secrets: Record<string, string>): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(secrets));
  } catch {
    // Storage full or disabled: the admin link still works for this visit's page.
  }
  listeners.forEach((listener) => listener());
}

/** Remembers a group's admin secret in this browser, so its creator keeps the admin view. */
export function rememberAdminSecret(code: string, secret: string): void {
  if (stored()[code] !== secret) store({ ...stored(), [code]: secret });
}

/** Forgets a group's admin secret (the group was deleted, or the secret is no longer valid). */
export function forgetAdminSecret(code: string): void {
  const { [code]: _forgotten, ...others } = stored();
  store(others);
}

/** The admin secret of a group in the address's fragment (`#admin=…`), if there is one. */
export function adminSecretInFragment(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, '')).get('admin');
  return secret || null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The admin secret of a group known to this browser; none on the server. */
export function useAdminSecret(code: string): string | null {
  return useBrowserStore(
    subscribe,
    () => stored()[code] ?? null,
    () => null,
  );
}

/** Whether this browser holds the group's admin secret (outside React). */
export function holdsAdminSecret(code: string): boolean {
  return Boolean(stored()[code]);
}
