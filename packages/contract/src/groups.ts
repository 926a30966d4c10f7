import { LOCALES } from '@values-cross/core';
import * as z from 'zod/mini';
import { emailAddress } from './accounts';
import { resultSecret } from './answer-sets';
import { seenOnly, valueScores } from './common';

/** The shape of a group code: 10 base-62 characters (URL-safe, about 59 bits). */
export const GROUP_CODE_PATTERN = /^[0-9A-Za-z]{10}$/;

/** A group's name as entered: trimmed, 1 to 80 characters, no markup, nothing unseen. */
export const groupName = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(80),
  z.refine((name) => !/[<>]/.test(name), { message: 'no_markup' }),
  seenOnly,
);

/** POST groups/: a new group; `email` (optional) gets the private admin link by mail. */
export const createGroupBody = z.object({
  name: groupName,
  language: z.enum(LOCALES),
  email: z.optional(emailAddress),
});
/** What the form that creates a group sends. */
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/**
 * 201 of POST groups/: `adminSecret` is shown this once (only its hash is stored); `mailed`
 * says whether the admin link went to the given `email` (false without one, and when a limit on
 * mails to unconfirmed addresses refused it: the group is made all the same).
 */
export const createdGroupResponse = z.object({
  code: z.string(),
  name: z.string(),
  adminSecret: z.string(),
  joinUrl: z.string(),
  mailed: z.boolean(),
});
/** A group just created, with its admin secret. */
export type CreatedGroup = z.infer<typeof createdGroupResponse>;

/** groups/{code}: the group's code. */
export const groupParams = z.object({ code: z.string().check(z.maxLength(64)) });

/** groups/{code}/members/{resultCode}. */
export const groupMemberParams = z.object({
  code: z.string().check(z.maxLength(64)),
  resultCode: z.string().check(z.maxLength(64)),
});

/** groups/{code}/admin/members/{memberId}: a member as its group's admin sees it. */
export const groupAdminMemberParams = z.object({
  code: z.string().check(z.maxLength(64)),
  memberId: z.string().check(z.maxLength(64)),
});

/**
 * GET groups/{code}/admin/members (admin secret): the members, newest first, each by an id of
 * its own in this group and the minute its result was made; never its code, answers or scores.
 * At most the newest 1,000; `more` counts the others.
 */
export const groupMembersResponse = z.object({
  members: z.array(z.object({ id: z.string(), madeAt: z.string() })),
  more: z.int().check(z.gte(0)),
});
/** The members of a group as its admin sees them. */
export type GroupMembers = z.infer<typeof groupMembersResponse>;

const score = z.number().check(z.gte(0), z.lte(1));

/**
 * GET groups/{code}: the member count and, from GROUP_MINIMUM_MEMBERS members on, the average of
 * the eight values, their 25th-75th percentile band and the questionnaire versions answered;
 * never a member's code or cross.
 */
export const groupResponse = z.object({
  code: z.string(),
  name: z.string(),
  language: z.enum(LOCALES),
  members: z.int().check(z.gte(0)),
  closed: z.boolean(),
  average: z.nullable(valueScores(score)),
  spread: z.nullable(valueScores(z.tuple([score, score]))),
  /** The questionnaire versions the members answered, oldest first; empty until the cross shows. */
  versions: z.array(z.string()),
});
/** A group as everyone sees it. */
export type Group = z.infer<typeof groupResponse>;

/** PATCH groups/{code}: open or close the group to new members. */
export const updateGroupBody = z.object({ closed: z.boolean() });

/** The header that carries a group's admin secret. */
export const GROUP_SECRET_HEADER = 'x-group-secret';
/** The header that carries a result's secret. */
export const RESULT_SECRET_HEADER = 'x-result-secret';

/** The admin secret as a header value. */
export const groupSecretHeaders = z.object({ [GROUP_SECRET_HEADER]: z.optional(resultSecret) });
/** The result secret as a header value. */
export const resultSecretHeaders = z.object({ [RESULT_SECRET_HEADER]: z.optional(resultSecret) });

/** The event name of the live feed (GET groups/{code}/events); its data is a `Group`. */
export const GROUP_EVENT = 'group';

/** The live feed as a response: server-sent events, each `group` event's data a `Group`. */
export const groupEventsResponse = {
  content: {
    'text/event-stream': {
      schema: z.string().check(
        z.meta({
          type: 'string',
          description: `Server-sent events: "${GROUP_EVENT}" with the group as JSON, "deleted" at the end`,
        }),
      ),
    },
  },
};
