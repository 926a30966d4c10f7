/**
 * Housekeeping as the rest of the server sees it: the scheduled purge of rows kept only for a
 * while. Other modules and the app import it only through this file (eslint.config.js).
 */
export { Housekeeping, publishMonthlyOpenData, purgeOnce } from './housekeeping';
export type { PurgeCounts } from './housekeeping';
