/** A `{{name}}` place in a catalogue text (spaces inside the braces allowed, dotted names too). */
const PLACE = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * Puts values into a catalogue text's `{{name}}` places, as both the web app and the server's
 * mails and pictures read them. A place without a value stays as it is, or, with `strict`, is an
 * error (a catalogue and the code that fills it disagree).
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>> = {},
  { strict = false }: { strict?: boolean } = {},
): string {
  return text.replace(PLACE, (place, name: string) => {
    const value = values[name];
    if (value !== undefined) return String(value);
    if (strict) throw new Error(`text placeholder ${place} has no value`);
    return place;
  });
}

/** The parts of a text before and after its `{{name}}` place (the whole text before when absent). */
export function aroundPlaceholder(text: string, name: string): { before: string; after: string } {
  const match = new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).exec(text);
  if (!match) return { before: text, after: '' };
  return { before: text.slice(0, match.index), after: text.slice(match.index + match[0].length) };
}
