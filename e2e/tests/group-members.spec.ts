import type { ConsoleMessage } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import {
  createGroupThroughApi,
  deleteGroupThroughApi,
  groupNow,
  joinWithNewResult,
} from '../support/groups';

test("a group's admin removes a member after confirming: the result stays its holder's, the page and the admin's live screen follow", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const group = await createGroupThroughApi(request, { name: 'Class 3b', language: 'en' });
  const members = [];
  for (let pick = 0; pick < 5; pick += 1) {
    members.push(await joinWithNewResult(page, { group: group.code, pick }));
  }

  // The admin link opens the admin view, with the members listed by when they were made.
  await page.goto(`/en/group/${group.code}#admin=${group.adminSecret}`);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  const list = page.locator('.group-members__list');
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('listitem').first()).toHaveText(/^Result of /);
  await expect(page.locator('.group-cross .cross__shape')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const member of members) expect(await page.content()).not.toContain(member.code);

  // The live screen in the admin's browser sends the admin secret with its feed.
  const screen = await context.newPage();
  const feed = screen.waitForRequest((sent) => sent.url().endsWith(`/${group.code}/events`));
  await screen.goto(`/en/group/${group.code}/screen`);
  expect((await feed).headers()['x-group-secret']).toBe(group.adminSecret);
  const count = screen.locator('.group-screen__count');
  await expect(count).toHaveText(/^5\smembers$/);

  // Removing asks first, with the focus on keeping.
  const first = list.getByRole('listitem').first();
  await first.getByRole('button', { name: /^Remove the result of / }).click();
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove from the group' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'has been removed from the group' }),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('.group-summary')).toHaveText(/^4\smembers/);
  // Below five members the group shows no cross, on its page and on the screen.
  await expect(page.locator('.group-cross .cross__shape')).toHaveCount(0);
  await expect(count).toHaveText(/^4\smembers$/);
  await expect(screen.locator('.group-cross .cross__shape')).toHaveCount(0);

  // Every member's result is still there; one of them in no group now.
  expect((await groupNow(request, group.code)).body.members).toBe(4);
  for (const member of members) {
    expect((await request.get(`/api/v1/answer-set/${member.code}`)).status()).toBe(200);
  }

  await screen.close();
  await deleteGroupThroughApi(request, group);
  expect(problems).toEqual([]);
});
