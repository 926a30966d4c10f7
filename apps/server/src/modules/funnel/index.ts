/**
 * The funnel module as the rest of the server sees it: private counts of how visitors move through
 * the survey. Other modules and the app import it only through this file (eslint.config.js).
 */
export { FUNNEL_EVENTS } from './funnel-events';
export {
  countFunnelEvent,
  firstDayOf,
  funnelCountCompiler,
  funnelCountQuery,
  funnelCountsSince,
} from './funnel.repository';
export type { FunnelCount, FunnelOccurrences } from './funnel.repository';
export { funnelRoutes } from './funnel.routes';
