/**
 * The statistics module as the rest of the server sees it: the average cross per version and
 * language. Other modules and the app import it only through this file (eslint.config.js).
 */
export { summarise } from './statistics-summary';
export { StatisticsRepository } from './statistics.repository';
export { statisticsRoutes } from './statistics.routes';
