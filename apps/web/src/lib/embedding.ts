import { createContext, useContext } from 'react';

/** Where the embeddable survey lives under a language: `/{lang}/embed/…`. */
export const EMBED_SEGMENT = '/embed';

/** True inside the survey embedded in another site (provided by the embed layout). */
export const EmbeddedContext = createContext(false);

/** Whether the page is part of the survey embedded in another site. */
export function useEmbedded(): boolean {
  return useContext(EmbeddedContext);
}

/**
 * The address of a page of the survey in a language, inside the embedded survey when the page
 * is part of it (a frame may show only the embed pages).
 */
export function surveyPath(locale: string, route: string, embedded: boolean): string {
  return `/${locale}${embedded ? EMBED_SEGMENT : ''}${route}`;
}

/** The message that tells the embedding page the survey's height (documented in the README). */
export interface EmbedHeightMessage {
  type: 'values-cross:height';
  height: number;
}
