import { lazy, Suspense, useState } from 'react';
import type { ShareDialogProps } from './ShareDialog';

const Dialog = lazy(() =>
  import('./ShareDialog').then((module) => ({ default: module.ShareDialog })),
);

/**
 * The share dialog (ShareDialog), loaded the first time it opens: every page offers sharing, few
 * visitors use it, so no page's first load carries it. Once loaded it stays, for its closing.
 */
export function LazyShareDialog(props: ShareDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
