import type { Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { transportOf } from '@/lib/api-transport';
import { createGroup, type CreatedGroup } from '@/domain/groups/groups-api';
import {
  groupCreateProblems,
  readGroupCreateForm,
  type GroupCreateForm,
  type GroupCreateProblems,
} from './group-create-form';

/** Why the server refused to make a group, as an `ApiError` holds it. */
export interface GroupRefusal {
  status: number;
  code: string;
  fields: Record<string, string[]>;
}

/** What a group form sent before the page's scripts ran led to. */
export type GroupCreateSent =
  | { created: CreatedGroup; emailGiven: boolean }
  | { problems: GroupCreateProblems; refusal: GroupRefusal | null; values: GroupCreateForm };

/**
 * Makes a group from a form the browser sent itself, through the route's transport (the server's
 * own routes): the page then shows the group's private admin link, which only this answer holds
 * (the admin secret never goes into an address a server sees); else what to correct.
 */
export async function createGroupFromForm(
  data: FormData,
  language: Locale,
  context: unknown,
): Promise<GroupCreateSent> {
  const values = readGroupCreateForm(data);
  const problems = groupCreateProblems(values);
  if (Object.keys(problems).length > 0) return { problems, refusal: null, values };
  try {
    const created = await createGroup(
      { name: values.name, language, ...(values.email ? { email: values.email } : {}) },
      transportOf(context),
    );
    return { created, emailGiven: Boolean(values.email) };
  } catch (error) {
    const refusal =
      error instanceof ApiError
        ? { status: error.status, code: error.code, fields: error.fields }
        : { status: 0, code: 'generic', fields: {} };
    return { problems: {}, refusal, values };
  }
}
