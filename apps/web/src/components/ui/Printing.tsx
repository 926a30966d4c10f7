import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// Printing shows nothing before the page works (the button needs its script; the sheet's address
// is the browser's): its code loads then, not with the page.
const Button = lazy(() =>
  import('./PrintControls').then((module) => ({ default: module.PrintButton })),
);
const Sheet = lazy(() =>
  import('./PrintControls').then((module) => ({ default: module.PrintSheet })),
);

/** "Print or save as PDF" (PrintControls.PrintButton), loaded once the page works. */
export function PrintButton() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  );
}

/** What only paper shows (PrintControls.PrintSheet), loaded once the page works. */
export function PrintSheet(props: { path: string; made?: string | undefined }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
