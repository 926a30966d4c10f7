/**
 * The health module as the rest of the server sees it: the health check. Other modules and the app
 * import it only through this file (eslint.config.js).
 */
export { healthRoutes } from './health.routes';
