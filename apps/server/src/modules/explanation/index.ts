/**
 * The explanation module as the rest of the server sees it: why each value of a result is where it
 * is, how firm it is, and what changed between two results. Other modules and the app import it only through this file
 * (eslint.config.js).
 */
export { explanationRoutes } from './explanation.routes';
export { changeRoutes } from './change.routes';
