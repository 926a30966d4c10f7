import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/translation';
import { PendingPart, printWholePage, usePartsWanted } from './page-parts';

// What only paper shows (the address, its QR code, the date) loads when the person uses the page
// or prints it (page-parts.ts): the print button, Ctrl/Cmd+P and the browser's menu bring it.
const PrintSheetPart = lazy(() =>
  import('./PrintSheet').then(({ PrintSheet }) => ({ default: PrintSheet })),
);

/**
 * "Print or save as PDF": the browser's print dialog, where saving as PDF is one of the
 * printers, once every part of the page has come (page-parts.ts). The page's print style sheet
 * lays it out on one A4 page. Shown once the page works (it needs its script).
 */
export function PrintButton() {
  const { t } = useTranslation('common');
  if (!useHydrated()) return null;
  return (
    <button type="button" className="button print-button" onClick={() => void printWholePage()}>
      {t('print.button')}
    </button>
  );
}

/** What only paper shows (PrintSheet.tsx), once the page is used or printed. */
export function PrintSheet(props: { path: string; made?: string | undefined }) {
  const wanted = usePartsWanted();
  if (!useHydrated() || !wanted) return null;
  return (
    <Suspense fallback={<PendingPart />}>
      <PrintSheetPart {...props} />
    </Suspense>
  );
}
