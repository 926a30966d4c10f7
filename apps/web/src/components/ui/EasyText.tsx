import { useEasyKit, useReading } from '@/lib/reading';

/**
 * A text as the page's reading wants it: in the standard reading as it is; in easy reading one
 * sentence per line, compounds never broken at their hyphen, and the glossary's hard words marked
 * (each explains itself on tap, focus or hover). The easy layout comes with the easy kit, which
 * only easy pages load.
 */
export function EasyText({ text }: { text: string }) {
  const easy = useReading() === 'easy';
  const kit = useEasyKit();
  if (!easy || !kit) return text;
  return <kit.EasyLines text={text} glossary={kit.glossary} />;
}
