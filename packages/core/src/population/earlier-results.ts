/**
 * The most earlier results a new one names as its browser's, with their secrets, so that the
 * population counts the person by the newest (decision 0054); a browser keeps as many.
 */
export const MAX_EARLIER_RESULTS = 50;
