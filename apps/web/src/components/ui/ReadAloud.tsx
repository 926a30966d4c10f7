import { lazy, Suspense } from 'react';
import { speechEngine } from '@/lib/speech';
import { useHydrated } from '@/lib/use-hydrated';
import type { ReadAloudProps } from './ReadAloudControl';

export type { ReadAloudPart, ReadAloudProps } from './ReadAloudControl';

const Control = lazy(() =>
  import('./ReadAloudControl').then(({ ReadAloudControl }) => ({ default: ReadAloudControl })),
);

/**
 * The "Read aloud" button (ReadAloudControl), loaded only in a browser that can speak, once the
 * page works: the server's page and the first load carry none of it.
 */
export function ReadAloud(props: ReadAloudProps) {
  const hydrated = useHydrated();
  if (!hydrated || speechEngine() === null) return null;
  return (
    <Suspense fallback={null}>
      <Control {...props} />
    </Suspense>
  );
}
