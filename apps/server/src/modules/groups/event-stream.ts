import type { Writable } from 'node:stream';
import { MAX_UNSENT_BYTES } from '../../config/limits';

/**
 * Writes server-sent events to a client's stream and drops the stream once the client stops
 * reading: Node keeps whatever `write` cannot send in memory, so without a bound one stalled
 * reader of a busy group holds more and more of it. Returns the writer; false once dropped.
 */
export function eventStreamWriter(stream: Writable, maxUnsent = MAX_UNSENT_BYTES) {
  return (text: string): boolean => {
    if (stream.destroyed) return false;
    stream.write(text);
    if (stream.writableLength <= maxUnsent) return true;
    stream.destroy();
    return false;
  };
}
