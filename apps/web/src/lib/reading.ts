import { createContext, useContext, type ComponentType } from 'react';
import {
  isReading,
  READING_PARAM,
  type AnswerScale,
  type DimensionKey,
  type Reading,
} from '@values-cross/core';
import type { GlossaryEntry } from './easy-reading/easy-lines';

/**
 * The reading of the page (standard or easy to read). The server decides it for each request
 * (`?reading=`, else the reading cookie) and writes it on `<html data-reading>`; the browser keeps
 * it for the page's life: switching reloads the page, so that the server renders it in the other
 * reading at once (and the switch works before any script).
 */
export function documentReading(): Reading {
  if (typeof document === 'undefined') return 'standard';
  const reading = document.documentElement.dataset.reading;
  return isReading(reading) ? reading : 'standard';
}

/**
 * The header by which the server renderer tells the routes' loaders the page's reading (a
 * request in the browser has none: the page's own reading holds).
 */
export const READING_HEADER = 'x-values-cross-reading';

/** The reading a loader's request asks for. */
export function readingOf(request: Request): Reading {
  const reading = request.headers.get(READING_HEADER);
  return isReading(reading) ? reading : documentReading();
}

/** The reading of the page being rendered: the server provides it, the browser reads its page. */
export const ReadingContext = createContext<Reading>(documentReading());

export function useReading(): Reading {
  return useContext(ReadingContext);
}

/** The address of a page in the other reading: the same page and query, `reading=` changed. */
export function addressInReading(
  location: { pathname: string; search: string; hash?: string },
  reading: Reading,
): string {
  const query = new URLSearchParams(location.search);
  query.set(READING_PARAM, reading);
  return `${location.pathname}?${query.toString()}${location.hash ?? ''}`;
}

/** The parts only easy reading draws (components/ui/easy/easy-parts.ts). */
export interface EasyParts {
  EasyLines: ComponentType<{ text: string; glossary: readonly GlossaryEntry[] }>;
  ScalePicture: ComponentType<{ scale: AnswerScale; level: number; levels: number }>;
  /** A value's pictogram (components/ui/ValuePictogram.tsx) beside its name. */
  ValuePictogram: ComponentType<{ dimension: DimensionKey; className?: string }>;
}

/** What an easy page needs beyond its texts: its language's glossary and the easy parts. */
export interface EasyKit extends EasyParts {
  glossary: readonly GlossaryEntry[];
}

let browserKit: EasyKit | null = null;

/** Keeps the kit easy-reading/load-easy-kit.ts loaded for the page's language. */
export function keepEasyKit(kit: EasyKit): void {
  browserKit = kit;
}

/** The server renderer provides the page's kit; in the browser it is the one loaded. */
export const EasyKitContext = createContext<EasyKit | null>(null);

/** The easy kit in easy reading, null in the standard reading (or before it is loaded). */
export function useEasyKit(): EasyKit | null {
  return useContext(EasyKitContext) ?? browserKit;
}
