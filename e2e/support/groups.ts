import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { servedQuestions } from './survey';

/** A group made through the API, with its admin secret. */
export interface JourneyGroup {
  code: string;
  name: string;
  adminSecret: string;
}

/** Creates a group through the API, as the form would. */
export async function createGroupThroughApi(
  request: APIRequestContext,
  { name, language = 'de' }: { name: string; language?: string },
): Promise<JourneyGroup> {
  const response = await request.post('/api/v1/groups/', { data: { name, language } });
  expect(response.status()).toBe(201);
  return (await response.json()) as JourneyGroup;
}

/** Deletes a group with its admin secret; a group deleted already is fine. */
export async function deleteGroupThroughApi(request: APIRequestContext, group: JourneyGroup) {
  const response = await request.delete(`/api/v1/groups/${group.code}`, {
    headers: { 'x-group-secret': group.adminSecret },
  });
  expect([204, 404]).toContain(response.status());
}

/**
 * The short version's answer ids of a visitor who picks, for each question, the answer at
 * `pick` (modulo the number of answers): different picks make different crosses.
 */
export async function shortVersionAnswers(page: Page, pick: number): Promise<number[]> {
  const questions = await servedQuestions(page);
  return questions
    .filter((q) => q.inNexpresso)
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => {
      const answer = q.answers[(pick + q.id) % q.answers.length];
      return answer ? [answer.id] : [];
    });
}

/** A result made through the API in a group, as a member's browser would make it. */
export async function joinWithNewResult(
  page: Page,
  { group, pick }: { group: string; pick: number },
): Promise<{ code: string; secret: string }> {
  const response = await page.request.post('/api/v1/answer-set/', {
    data: { answers: await shortVersionAnswers(page, pick), language: 'de', group },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { code: string; secret: string };
}

/** The group as the API shows it. */
export async function groupNow(request: APIRequestContext, code: string) {
  const response = await request.get(`/api/v1/groups/${code}`);
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}
