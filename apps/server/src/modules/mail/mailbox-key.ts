import { domainToASCII } from 'node:url';

/** Domains whose mailboxes ignore dots in the local part (one mailbox, many spellings). */
const DOTS_IGNORED = new Set(['gmail.com']);
/** Domains that are another name of one in DOTS_IGNORED. */
const SAME_MAILBOXES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as the per-recipient mail limits count it (decision 0046):
 * case and Unicode form do not matter; a quoted local part is its text (`"victim"@…`); a
 * `+tag` reaches the mailbox without it (RFC 5233 subaddressing, which the large providers
 * follow; where a domain does not, two addresses count as one and only share a limit); dots do
 * not matter where the domain ignores them (Gmail); the domain in its ASCII form, without a
 * final dot. Never used to address a mail, nor to find an account's data.
 */
export function mailboxKey(address: string): string {
  const text = address.trim().normalize('NFC').toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  let local = text.slice(0, at);
  const rawDomain = text.slice(at + 1).replace(/\.$/, '');
  const ascii = domainToASCII(rawDomain) || rawDomain;
  const domain = SAME_MAILBOXES[ascii] ?? ascii;
  const quoted = /^"(.*)"$/s.exec(local);
  if (quoted) local = (quoted[1] ?? '').replace(/\\(.)/gs, '$1');
  local = local.split('+')[0] ?? '';
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
