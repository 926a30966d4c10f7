/** The lengths of time the product counts in: one definition each, in milliseconds and seconds. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** A day in seconds (cookie lifetimes and cache ages are told in seconds). */
export const DAY_SECONDS = DAY_MS / SECOND_MS;
