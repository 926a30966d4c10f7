/**
 * Removes what a browser error report may carry that identifies someone or opens something:
 * e-mail addresses, login and link tokens (JWTs, long random strings, `token=` and similar
 * parameters) and result codes (12 random letters and digits). What is left still says where
 * the error happened.
 */
export function scrubReportText(text: string): string {
  return (
    text
      .replace(/[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[A-Za-z]{2,}/g, '[email]')
      .replace(/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
      .replace(
        /\b(token|refresh|access|secret|password|code|id|email)=[^&\s#"']*/gi,
        '$1=[redacted]',
      )
      .replace(/[\w-]{32,}/g, '[token]')
      // A result code: 12 letters and digits with a digit, or a capital after a small letter.
      .replace(/\b[0-9A-Za-z]{12}\b/g, (word) =>
        /\d/.test(word) || /[a-z][A-Z]/.test(word) ? '[code]' : word,
      )
  );
}
