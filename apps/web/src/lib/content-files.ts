/**
 * A glob's content files (`import.meta.glob('@content/…')`) keyed by their place in the content
 * package, `locales/de/easy.json` or `glossary/fr.json`, however the bundler writes a glob's keys.
 */
export function byPlaceInContent<T>(files: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([path, file]) => [path.replace(/^.*?content\//, ''), file]),
  );
}
