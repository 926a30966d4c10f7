/**
 * The open-data module as the rest of the server sees it: snapshots of the population's figures,
 * published on a schedule or by the operator, and their files. Other modules and the app import
 * it only through this file (eslint.config.js).
 */
export { openDataRoutes } from './open-data.routes';
export { monthlySnapshotDue, publishSnapshot, type PublishedBy } from './publish-snapshot';
