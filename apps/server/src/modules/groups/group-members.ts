import { createHmac } from 'node:crypto';
import type { GroupMembers } from '@values-cross/contract';
import { MAX_LISTED_MEMBERS } from '../../config/limits';

/** A member's result as the group's admin list is made from it. */
export interface MemberResult {
  code: string;
  secretHash: string | null;
  createdAt: string;
}

/**
 * A member's id in the admin's list of one group: 22 characters that lead to nothing else. It
 * is keyed with the hash of the result's own secret, which only its holder and the server know,
 * so not even an admin who knows a result's code can tell whether it is among the members.
 * (Every member has a secret: results made before secrets cannot join; the group's own admin
 * hash keys it otherwise.)
 */
export function memberId(
  group: { code: string; adminSecretHash: string },
  result: MemberResult,
): string {
  return createHmac('sha256', result.secretHash ?? group.adminSecretHash)
    .update(`group-member\n${group.code}\n${result.code}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The minute a result was made, the finest time the admin's list tells. */
function toMinute(iso: string): string {
  const time = new Date(iso);
  time.setUTCSeconds(0, 0);
  return time.toISOString();
}

/** The admin's list of a group's members, newest first (at most MAX_LISTED_MEMBERS). */
export function adminList(
  group: { code: string; adminSecretHash: string },
  results: MemberResult[],
): GroupMembers {
  return {
    members: results
      .slice(0, MAX_LISTED_MEMBERS)
      .map((result) => ({ id: memberId(group, result), madeAt: toMinute(result.createdAt) })),
    more: Math.max(0, results.length - MAX_LISTED_MEMBERS),
  };
}
