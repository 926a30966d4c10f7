/** The id of the element that shows an answer's text (read aloud marks it while it is read). */
export const answerElementId = (answerId: number): string => `answer-${answerId}`;
