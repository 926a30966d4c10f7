/**
 * Where the results waiting to be sent are kept (result-outbox.ts). Apart from the queue, so the
 * app's start can see whether any wait without carrying the queue's code.
 */
export const OUTBOX_KEY = 'values-cross:outbox';
