import type { Writable } from 'node:stream';

/** A one-line progress bar redrawn in place; draws nothing unless the stream is a terminal. */
export interface ProgressBar {
  update: (done: number) => void;
  finish: () => void;
}

/** A progress bar over `total` items on `stream` (stderr), or a silent one when not a terminal. */
export function progressBar({
  stream,
  total,
  enabled,
}: {
  stream: Writable;
  total: number;
  enabled: boolean;
}): ProgressBar {
  if (!enabled) return { update: () => undefined, finish: () => undefined };
  const width = 30;
  const draw = (done: number) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    stream.write(
      `\r[${bar}] ${Math.round(ratio * 100)}% ${done.toLocaleString('en')}/${total.toLocaleString('en')}`,
    );
  };
  return { update: draw, finish: () => stream.write('\n') };
}
