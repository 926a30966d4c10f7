/**
 * A signed token with one character of its signature changed. Changing the last characters is not
 * enough: the last base64url character carries padding bits, so some changes decode to the same
 * signature. A character well inside the signature changes its bytes for certain.
 */
export function tamperedToken(token: string): string {
  const at = token.length - 12;
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
}
