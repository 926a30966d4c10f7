import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { ReadAloudProps } from './ReadAloudControl';

export type { ReadAloudPart, ReadAloudProps } from './ReadAloudControl';

const Control = lazy(() =>
  import('./ReadAloudControl').then(({ ReadAloudControl }) => ({ default: ReadAloudControl })),
);

/**
 * The "Read aloud" button (ReadAloudControl), loaded once the page works: the server's page and
 * the first load carry none of it, not even the choice of a voice (the control shows itself
 * only where a voice on the device speaks the language).
 */
export function ReadAloud(props: ReadAloudProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Control {...props} />
    </Suspense>
  );
}
