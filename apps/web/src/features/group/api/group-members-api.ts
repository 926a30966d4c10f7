import { apiPath, groupAdminMemberPath, groupAdminMembersPath } from '@values-cross/contract/paths';
import type { GroupMembers } from '@values-cross/contract';
import { apiJson, apiSend } from '@/lib/api-client';

export type { GroupMembers };

const GROUP_SECRET = 'x-group-secret';

/**
 * The members as the group's admin sees them (admin secret): an id and the minute each result
 * was made, newest first. The answer is checked against the contract's schema (api-responses.ts,
 * loaded with the call: the group page itself carries no schema).
 */
export async function fetchGroupMembers(code: string, secret: string): Promise<GroupMembers> {
  return apiJson('groupMembers', apiPath(groupAdminMembersPath, { code }), {
    headers: { [GROUP_SECRET]: secret },
  });
}

/** Takes a member out of the group (admin secret); the result stays its holder's. */
export async function removeGroupMember(
  code: string,
  { secret, memberId }: { secret: string; memberId: string },
): Promise<void> {
  await apiSend(apiPath(groupAdminMemberPath, { code, memberId }), {
    method: 'DELETE',
    headers: { [GROUP_SECRET]: secret },
  });
}
