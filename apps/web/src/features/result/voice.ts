import { createContext, useContext } from 'react';

/**
 * Whom a result page speaks to: the person whose result it is ("your values"), or a visitor of a
 * shared link, to whom it speaks of "this person" and "this cross" (decision 0045).
 */
export type Voice = 'own' | 'visitor';

/** The voice of the result on the page; a part outside a result page speaks to its owner. */
export const VoiceContext = createContext<Voice>('own');

/** The voice of the result on the page. */
export function useVoice(): Voice {
  return useContext(VoiceContext);
}
