/**
 * The operator module as the rest of the server sees it: the operator page, counts and the
 * research export. Other modules and the app import it only through this file (eslint.config.js).
 */
export { adminPageRoutes } from './admin-page.routes';
export { operatorGate, type OperatorGate } from './admin-token';
export { exportLayout } from './answer-export-format';
export type { ExportFormat } from './answer-export-format';
export { answerSetBatches, countAnswerSets } from './answer-export.repository';
export { operatorStats } from './operator-stats';
export type { OperatorStats } from './operator-stats';
