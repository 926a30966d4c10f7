import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// Printing shows nothing before the page works (the button needs its script; the sheet's address
// is the browser's): its code loads then, not with the page.
const PrintPart = lazy(() => import('./PrintControls'));

function Part(props: ComponentProps<typeof PrintPart>) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <PrintPart {...props} />
    </Suspense>
  );
}

/** "Print or save as PDF" (PrintControls.PrintButton), loaded once the page works. */
export const PrintButton = () => <Part part="button" />;

/** What only paper shows (PrintControls.PrintSheet), loaded once the page works. */
export const PrintSheet = (props: { path: string; made?: string | undefined }) => (
  <Part part="sheet" {...props} />
);
