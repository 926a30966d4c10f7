import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/translation';

// The sheet's content (the QR code's encoder with it) loads once the page works, long before
// anyone prints; the code is drawn when the page is printed.
const PrintSheetBody = lazy(() =>
  import('./PrintSheetBody').then((module) => ({ default: module.PrintSheetBody })),
);

/**
 * "Print or save as PDF": the browser's print dialog, where saving as PDF is one of the
 * printers. The page's print style sheet lays it out on one A4 page. Shown once the page works.
 */
export function PrintButton() {
  const { t } = useTranslation('common');
  if (!useHydrated()) return null;
  return (
    <button type="button" className="button print-button" onClick={() => window.print()}>
      {t('print.button')}
    </button>
  );
}

/**
 * What only paper shows: the page's address as text and as a QR code, to open it again from the
 * sheet, and when what it shows was made (`made`, an ISO time). Hidden on screen; the print
 * style sheet shows it. Its address is the browser's, so it is drawn once the page works (the
 * server does not know under which name it is reached).
 */
export function PrintSheet({ path, made }: { path: string; made?: string | undefined }) {
  if (!useHydrated()) return null;
  return (
    <section className="print-sheet">
      <Suspense fallback={null}>
        <PrintSheetBody address={`${window.location.origin}${path}`} made={made} />
      </Suspense>
    </section>
  );
}

/** The print button or the sheet, as one module the page loads once it works (Printing.tsx). */
export default function PrintPart(
  props: { part: 'button' } | { part: 'sheet'; path: string; made?: string | undefined },
) {
  return props.part === 'button' ? (
    <PrintButton />
  ) : (
    <PrintSheet path={props.path} made={props.made} />
  );
}
