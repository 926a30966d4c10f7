import type { LoaderFunctionArgs } from 'react-router';
import { transportOf } from '@/lib/api-transport';
import { groupOrNotFound, type Group } from '@/domain/groups/groups-api';

/**
 * Route loader of a group's pages (on the server too): the group of the address, or the 404 page
 * for a code that names no group (never made, or deleted).
 */
export function loadGroup({ params, context }: LoaderFunctionArgs): Promise<Group> {
  return groupOrNotFound(params.id ?? '', transportOf(context));
}
