/**
 * The answer-sets module as the rest of the server sees it: results: answers scored on the server,
 * stored and read by code. Other modules and the app import it only through this file
 * (eslint.config.js).
 */
export { AnswerSetRepository } from './answer-set.repository';
export type { StoredAnswerSet } from './answer-set.repository';
export { answerSetRoutes } from './answer-set.routes';
export type { GroupMembership } from './answer-set.routes';
export { AnswerSetService } from './answer-set.service';
export type { ResultProof } from './answer-set.service';
export { resultProofOf } from './result-proof';
export { newResultCode, randomCode, RESULT_CODE_PATTERN } from './result-code';
