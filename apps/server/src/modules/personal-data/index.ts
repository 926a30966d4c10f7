/**
 * The personal-data module as the rest of the server sees it: the registry of every table that
 * holds data about a person, the export of that data (the right of access) and the deletion of a
 * person. It reads tables that other modules own (accounts, answer-sets, groups, mail, newsletter
 * and more), stands above them, and none of them imports it; the app and the operator's commands
 * import it only through this file (eslint.config.js).
 */
export { personalDataRoutes } from './personal-data.routes';
export { deleteUserByEmail } from './user-deletion';
