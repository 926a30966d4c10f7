import { apiPath, groupAdminMemberPath, groupAdminMembersPath } from '@values-cross/contract/paths';
import { groupMembersResponse, type GroupMembers } from '@values-cross/contract';
import { ApiError, apiFetch, apiSend, errorOf } from '@/lib/api-client';

export type { GroupMembers };

const GROUP_SECRET = 'x-group-secret';

/**
 * The members as the group's admin sees them (admin secret): an id and the minute each result
 * was made, newest first. The answer is checked against the contract's schema.
 */
export async function fetchGroupMembers(code: string, secret: string): Promise<GroupMembers> {
  const response = await apiFetch(apiPath(groupAdminMembersPath, { code }), {
    headers: { [GROUP_SECRET]: secret },
  });
  if (!response.ok) throw await errorOf(response);
  const answer = groupMembersResponse.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new ApiError(response.status, 'unexpected_answer');
  return answer.data;
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
