/**
 * The groups module as the rest of the server sees it: groups of people whose results make a
 * group cross, their members and the live feed. Other modules and the app import it only
 * through this file (eslint.config.js).
 */
export { GroupFeed } from './group-feed';
export { GroupRepository } from './group.repository';
export { groupRoutes } from './group.routes';
export { GroupService } from './group.service';
export { GroupJoinLimits, type JoinGate } from './join-limits';
