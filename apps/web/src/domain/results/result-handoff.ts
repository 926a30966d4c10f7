/**
 * The address that hands a result to another browser (a phone scanning the kiosk's code, a tab
 * outside a partner's frame): the result page, with the result's secret in the fragment when the
 * result is the visitor's own. A fragment never reaches a server or a log.
 */
export function resultHandoffUrl({
  origin,
  locale,
  code,
  secret,
  group = null,
}: {
  origin: string;
  locale: string;
  code: string;
  secret: string | null;
  /** The group the result is in, so the other browser can show it and leave it. */
  group?: string | null;
}): string {
  const page = `${origin}/${locale}/result?id=${encodeURIComponent(code)}`;
  if (!secret) return page;
  const fragment = new URLSearchParams({ secret, ...(group && { group }) });
  return `${page}#${fragment.toString()}`;
}

/** The secret a handoff address carries in its fragment (`#secret=…`), if any. */
export function handedOverSecret(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, '')).get('secret');
  return secret && /^[\w-]{20,200}$/.test(secret) ? secret : null;
}
