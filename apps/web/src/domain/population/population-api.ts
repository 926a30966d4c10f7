import { aboutPath, openDataPath, standingPath, apiPath } from '@values-cross/contract/paths';
import type {
  AboutBody,
  AboutResponse,
  OpenDataFile,
  OpenDataIndex,
  StandingResponse,
} from '@values-cross/contract';
import type { Among } from '@values-cross/core';
import { apiJson, apiSend } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';
import { resultSecretHeader, type OwnResult } from '@/domain/groups/groups-api';

export type { AboutBody, AboutResponse, OpenDataFile, OpenDataIndex, StandingResponse };

/** What the visitor told about themselves for their result, or null when nothing. */
export function fetchAbout(own: OwnResult): Promise<AboutResponse | null> {
  return apiJson('aboutOrNothing', apiPath(aboutPath, { code: own.code }), {
    headers: resultSecretHeader(own),
  });
}

/** Stores what the visitor tells about themselves, with their consent. */
export function tellAbout(own: OwnResult, body: AboutBody): Promise<AboutResponse> {
  return apiJson('about', apiPath(aboutPath, { code: own.code }), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...resultSecretHeader(own) },
    body: JSON.stringify(body),
  });
}

/** Deletes what the visitor told about themselves. */
export async function forgetAbout(own: OwnResult): Promise<void> {
  await apiSend(apiPath(aboutPath, { code: own.code }), {
    method: 'DELETE',
    headers: resultSecretHeader(own),
  });
}

/** Where the visitor's result stands among everyone, their canton or their age group. */
export function fetchStanding(own: OwnResult, among: Among): Promise<StandingResponse> {
  return apiJson('standing', `${apiPath(standingPath, { code: own.code })}?among=${among}`, {
    headers: resultSecretHeader(own),
  });
}

/** The open data's index: licence, rules, snapshots and their files. */
export function fetchOpenDataIndex(
  transport: ApiTransport = browserTransport,
): Promise<OpenDataIndex> {
  return apiJson('openDataIndex', openDataPath, {}, transport);
}

/** One version of one snapshot, by the file address the index gives. */
export function fetchOpenDataFile(
  path: string,
  transport: ApiTransport = browserTransport,
): Promise<OpenDataFile> {
  return apiJson('openDataFile', path, {}, transport);
}
