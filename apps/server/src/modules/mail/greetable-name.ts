/** The longest first name a mail to an unconfirmed address greets with. */
const NAME_MAX = 30;

/**
 * A first name as a mail to an address not confirmed yet may greet with it: letters (with their
 * accents), and single spaces, hyphens or apostrophes between them, at most three words and 30
 * characters; otherwise null (the greeting then goes without it). So no link, number, address or
 * sentence a visitor types reaches somebody else's inbox in our name (decisions 0009, 0036).
 */
export function greetableName(typed: string | null | undefined): string | null {
  const name = typed?.trim().normalize('NFC') ?? '';
  if (name.length === 0 || name.length > NAME_MAX) return null;
  if (!/^\p{L}\p{M}*(?:[\p{L}\p{M}]|[ '’-](?=\p{L}))*$/u.test(name)) return null;
  return name.split(' ').length <= 3 ? name : null;
}
