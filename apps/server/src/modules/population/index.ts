/**
 * The population module as the rest of the server sees it: what people tell about themselves
 * after their result, the population counted by bands, and where a result stands in it. Other
 * modules and the app import it only through this file (eslint.config.js).
 */
export { aboutOf } from './about.repository';
export { countPopulation, countsOf, type Population } from './population.repository';
export { standingRoutes } from './standing.routes';
export { CellArrivals, networkTagger } from './cell-arrivals';
export { CellArrivalsRepository } from './cell-arrivals.repository';
