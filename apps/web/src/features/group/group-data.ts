import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { fetchGroup, type Group } from '../../lib/groups-api';
import { notFound } from '../../lib/not-found';

/**
 * Route loader of a group's pages (on the server too): the group of the address, or the 404 page
 * for a code that names no group (never made, or deleted).
 */
export async function loadGroup({ params }: LoaderFunctionArgs): Promise<Group> {
  const code = params.id ?? '';
  if (!/^[0-9A-Za-z]{1,64}$/.test(code)) notFound();
  try {
    return await fetchGroup(code);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
