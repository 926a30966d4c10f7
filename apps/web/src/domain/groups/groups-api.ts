import { groupPath, groupMemberPath, groupsPath, apiPath } from '@values-cross/contract/paths';
import type {
  CreatedGroup,
  CreateGroupBody,
  Group,
  GROUP_SECRET_HEADER,
  RESULT_SECRET_HEADER,
} from '@values-cross/contract';
import { valueScoreName, REFERENCE_SCORES, VALUE_DIMENSIONS } from '@values-cross/core';
import { ApiError, apiJson, apiSend, jsonBody } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';
import { notFound } from '@/lib/not-found';

export type { CreatedGroup, Group };

const GROUP_SECRET: typeof GROUP_SECRET_HEADER = 'x-group-secret';
const RESULT_SECRET: typeof RESULT_SECRET_HEADER = 'x-result-secret';

const groupUrl = (code: string) => apiPath(groupPath, { code });
const memberUrl = (group: string, result: string) =>
  apiPath(groupMemberPath, { code: group, resultCode: result });

/** Creates a group; the answer carries its admin secret, shown this once. */
export function createGroup(
  body: CreateGroupBody,
  transport: ApiTransport = browserTransport,
): Promise<CreatedGroup> {
  return apiJson('createdGroup', groupsPath, jsonBody(body), transport);
}

/** A group as everyone sees it: its member count, and its cross from five members on. */
export function fetchGroup(
  code: string,
  transport: ApiTransport = browserTransport,
): Promise<Group> {
  return apiJson('group', groupUrl(code), {}, transport);
}

/** Closes the group to new members, or opens it again (admin secret). */
export function setGroupClosed(
  code: string,
  { secret, closed }: { secret: string; closed: boolean },
): Promise<Group> {
  return apiJson('group', groupUrl(code), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', [GROUP_SECRET]: secret },
    body: JSON.stringify({ closed }),
  });
}

/** Deletes the group (admin secret); the members' results stay. */
export async function deleteGroup(code: string, secret: string): Promise<void> {
  await apiSend(groupUrl(code), {
    method: 'DELETE',
    headers: { [GROUP_SECRET]: secret },
  });
}

/**
 * The visitor's result, proven theirs by its secret (kept by the browser that made it) or, without
 * one, by the login of the account that owns it (sent with every request).
 */
export interface OwnResult {
  code: string;
  secret: string | null;
}

/** The header that proves a result is the visitor's, when this browser holds its secret. */
export function resultSecretHeader(own: OwnResult): Record<string, string> {
  return own.secret === null ? {} : { [RESULT_SECRET]: own.secret };
}

/** Adds the visitor's existing result to a group. */
export async function joinGroup(group: string, result: OwnResult): Promise<void> {
  await apiSend(memberUrl(group, result.code), {
    method: 'PUT',
    headers: resultSecretHeader(result),
  });
}

/** Takes the visitor's result out of a group. */
export async function leaveGroup(group: string, result: OwnResult): Promise<void> {
  await apiSend(memberUrl(group, result.code), {
    method: 'DELETE',
    headers: resultSecretHeader(result),
  });
}

/** The address of the live feed of a group (server-sent events named `group`). */
export function groupEventsUrl(code: string): string {
  return `${groupUrl(code)}/events`;
}

/**
 * The twelve scores of a group's average cross: its eight values, and the middle position for
 * the four internal dimensions (the group's are not published).
 */
export function groupScores(values: Record<string, number>): number[] {
  const scores = [...REFERENCE_SCORES];
  for (const { index } of VALUE_DIMENSIONS) scores[index] = values[valueScoreName(index)] ?? 0.5;
  return scores;
}

/** The band between the 25th and the 75th percentile of each value, as a low and a high cross. */
export function spreadBand(spread: Record<string, readonly [number, number]>): {
  low: number[];
  high: number[];
} {
  const side = (i: 0 | 1) =>
    groupScores(
      Object.fromEntries(Object.entries(spread).map(([key, range]) => [key, range[i]] as const)),
    );
  return { low: side(0), high: side(1) };
}

/** A group code as a person enters it: the code itself, or a join link that ends in it. */
export function groupCodeFrom(input: string): string | null {
  const text = input.trim();
  const fromLink = /\/group\/([0-9A-Za-z]+)(?:[/?#].*)?$/.exec(text)?.[1];
  const code = fromLink ?? text;
  return /^[0-9A-Za-z]{4,64}$/.test(code) ? code : null;
}

/**
 * The group with this code for a page's loader (on the server too), or the 404 page for a code
 * that names no group (never made, or deleted).
 */
export async function groupOrNotFound(
  code: string,
  transport: ApiTransport = browserTransport,
): Promise<Group> {
  if (!/^[0-9A-Za-z]{1,64}$/.test(code)) notFound();
  try {
    return await fetchGroup(code, transport);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
