import { lazy, Suspense } from 'react';
import { useBrowserStore } from '@/lib/use-hydrated';
import type { ReadAloudProps } from './ReadAloudControl';

export type { ReadAloudPart, ReadAloudProps } from './ReadAloudControl';

const Control = lazy(() =>
  import('./ReadAloudControl').then(({ ReadAloudControl }) => ({ default: ReadAloudControl })),
);

/** Voices often arrive after the page loads: the engine says so with `voiceschanged`. */
function subscribeToVoices(listener: () => void) {
  const engine = globalThis.speechSynthesis as SpeechSynthesis | undefined;
  engine?.addEventListener('voiceschanged', listener);
  return () => engine?.removeEventListener('voiceschanged', listener);
}

/** Whether the device has any voice at all (which one fits, the control works out). */
const anyVoice = () =>
  ((globalThis.speechSynthesis as SpeechSynthesis | undefined)?.getVoices().length ?? 0) > 0;

/**
 * The "Read aloud" button (ReadAloudControl), loaded once the page works and the device has a
 * voice: the server's page and the first load carry none of it, not even the choice of a voice
 * (the control shows itself only where a voice on the device speaks the language); a device
 * without voices never loads it.
 */
export function ReadAloud(props: ReadAloudProps) {
  const voiced = useBrowserStore(subscribeToVoices, anyVoice, () => false);
  if (!voiced) return null;
  return (
    <Suspense fallback={null}>
      <Control {...props} />
    </Suspense>
  );
}
