/** Public API of the pure domain rules of Values Cross, shared by the web app and the server. */
export * from './questionnaire/types';
export * from './questionnaire/dimensions';
export * from './questionnaire/localized-text';
export * from './questionnaire/question-kind';
export * from './scoring/round';
export * from './scoring/score-bounds';
export * from './scoring/score-answer-set';
export * from './answering/answer-rules';
export * from './answering/validate-answer-set';
export * from './flow/question-flow';
export * from './cross/cross-geometry';
export * from './profile/verbal-profile';
export * from './validation/account-rules';
export * from './navigation/navigation-text';
export * from './explanation/contributions';
export * from './explanation/one-answer-range';
export * from './group/group-cross';
