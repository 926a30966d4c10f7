/** A footer menu entry (product.md §3: navigation entry). */
export interface NavigationEntry {
  title: string;
  url: string;
}

function isEntry(value: unknown): value is NavigationEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { title, url } = value as Record<string, unknown>;
  return typeof title === 'string' && title.trim() !== '' && typeof url === 'string' && url !== '';
}

/**
 * Parses a navigation.json text as product.md's client does (product.md §7): line breaks and a trailing
 * comma before the closing bracket are removed before parsing; anything unusable gives null.
 */
export function parseNavigationText(text: string): NavigationEntry[] | null {
  const cleaned = text.replace(/[\r\n]+/g, ' ').replace(/,\s*([\]}])/g, '$1');
  try {
    const parsed: unknown = JSON.parse(cleaned);
    if (!Array.isArray(parsed)) return null;
    return parsed.filter(isEntry).map(({ title, url }) => ({ title, url }));
  } catch {
    return null;
  }
}
