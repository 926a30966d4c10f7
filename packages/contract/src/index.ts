/** The HTTP API contract of Values Cross: request and response schemas per area, and their types. */
export * from './common';
export * from './accounts';
export * from './answer-sets';
export * from './profile';
export * from './gallery';
export * from './questionnaire';
export * from './statistics';
export * from './site';
export * from './navigation';
export * from './operations';
export * from './newsletter';
export * from './groups';
export * from './population';
export * from './open-data';
export * from './paths';
