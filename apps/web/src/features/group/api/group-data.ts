import type { LoaderFunctionArgs } from 'react-router';
import { transportOf } from '@/lib/api-transport';
import { adminSecretOf } from '@/domain/groups/group-admin-secret';
import { groupOrNotFound, type Group } from '@/domain/groups/groups-api';
import { fetchGroupMembers, type GroupMembers } from './group-members-api';

/**
 * Route loader of a group's pages (on the server too): the group of the address, or the 404 page
 * for a code that names no group (never made, or deleted).
 */
export function loadGroup({ params, context }: LoaderFunctionArgs): Promise<Group> {
  return groupOrNotFound(params.id ?? '', transportOf(context));
}

/** The members as the admin sees them, or why they could not be read. */
export type MembersRead = { members: GroupMembers } | { error: unknown };

/** What the group's page loads. */
export interface GroupPageData {
  group: Group;
  /**
   * The members as the admin sees them, on their way, where this browser holds the group's admin
   * secret when it reads the page (the server holds none: the page reads again for its admin).
   */
  admin: { secret: string; members: Promise<MembersRead> } | null;
}

/**
 * Route loader of the group's page: the group, and in a browser that holds the group's admin
 * secret its members as the admin sees them (not awaited: the page shows while they come).
 */
export async function loadGroupPage(args: LoaderFunctionArgs): Promise<GroupPageData> {
  const group = await loadGroup(args);
  if (import.meta.env.SSR) return { group, admin: null };
  const secret = adminSecretOf(group.code);
  const admin = secret && {
    secret,
    members: fetchGroupMembers(group.code, secret).then(
      (members) => ({ members }),
      (error: unknown) => ({ error }),
    ),
  };
  return { group, admin: admin || null };
}
