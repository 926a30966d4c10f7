import {
  aboutResponse,
  apiError,
  accountResultsResponse,
  createdAnswerSetResponse,
  answerSetResponse,
  changeResponse,
  createdGroupResponse,
  explanationResponse,
  galleryItemResponse,
  galleryPageResponse,
  groupMembersResponse,
  groupResponse,
  meResponse,
  openDataFile,
  openDataIndexResponse,
  profileResponse,
  registrationResponse,
  siteResponse,
  standingResponse,
  statisticsResponse,
  statusResponse,
  tokenPairResponse,
} from '@values-cross/contract';
import * as z from 'zod/mini';

/**
 * The API's answers the web app reads, by name: the contract's own schemas, with which the
 * browser checks each answer before using it (api-client.ts `readAnswer`). A chunk of its own,
 * loaded with the first API call a page makes, never with a page's first load.
 */
const ANSWERS = {
  about: aboutResponse,
  aboutOrNothing: z.nullable(aboutResponse),
  accountResults: accountResultsResponse,
  answerSet: answerSetResponse,
  change: changeResponse,
  createdAnswerSet: createdAnswerSetResponse,
  createdGroup: createdGroupResponse,
  error: apiError,
  explanation: explanationResponse,
  galleryItem: galleryItemResponse,
  galleryPage: galleryPageResponse,
  group: groupResponse,
  groupMembers: groupMembersResponse,
  me: meResponse,
  openDataFile,
  openDataIndex: openDataIndexResponse,
  profile: profileResponse,
  registration: registrationResponse,
  site: siteResponse,
  standing: standingResponse,
  statistics: statisticsResponse,
  status: statusResponse,
  tokenPair: tokenPairResponse,
};

/** The name of an answer the web app reads. */
export type AnswerName = keyof typeof ANSWERS;
/** An answer as the contract's schema gives it. */
export type AnswerOf<Name extends AnswerName> = ReturnType<(typeof ANSWERS)[Name]['parse']>;

/** The answer `name` in `body` checked by its schema: its data, or `success: false`. */
export function checked<Name extends AnswerName>(name: Name, body: unknown) {
  // Checked by the schema `name` chooses; TypeScript cannot follow a generic key into the table.
  return ANSWERS[name].safeParse(body) as
    { success: true; data: AnswerOf<Name> } | { success: false };
}
