import type { Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { transportOf } from '@/lib/api-transport';
import { createGroup, type CreatedGroup } from '@/domain/groups/groups-api';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
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

/** What a sent group form led to; `here`: the browser sent it (and keeps the admin secret). */
export type GroupCreateSent =
  | { created: CreatedGroup; emailGiven: boolean; here: boolean }
  | { problems: GroupCreateProblems; refusal: GroupRefusal | null; values: GroupCreateForm };

/**
 * Makes a group from a sent form, through the route's transport (the server's own routes for a
 * form sent before the scripts ran, else the browser's fetch): the page then shows the group's
 * private admin link, which only this answer holds (the admin secret never goes into an address
 * a server sees), and a browser keeps the secret (`here`); else what to correct.
 */
export async function createGroupFromForm(
  data: FormData,
  language: Locale,
  context: unknown,
  here = false,
): Promise<GroupCreateSent> {
  const values = readGroupCreateForm(data);
  const problems = groupCreateProblems(values);
  if (Object.keys(problems).length > 0) return { problems, refusal: null, values };
  try {
    const created = await createGroup(
      { name: values.name, language, ...(values.email ? { email: values.email } : {}) },
      transportOf(context),
    );
    if (here) rememberAdminSecret(created.code, created.adminSecret);
    return { created, emailGiven: Boolean(values.email), here };
  } catch (error) {
    const refusal =
      error instanceof ApiError
        ? { status: error.status, code: error.code, fields: error.fields }
        : { status: 0, code: 'generic', fields: {} };
    return { problems: {}, refusal, values };
  }
}
