import { API_PATHS } from '@values-cross/contract';
import { currentQuestionnaire } from '@values-cross/content';
import type { Locale } from '@values-cross/core';
import { pickAnswers } from './answer-picks';
import { createLoggedInUser, type LoggedIn } from './test-accounts';
import type { TestAppAccess } from './test-app';
import { multipart, pngImage } from './test-images';

/**
 * A logged-in user with what a person can leave behind: a result of their own with what they
 * told about themselves for it, a portrait with
 * gallery consent and a newsletter subscription (with the names,
 * when given).
 */
export async function createUserWithData(
  test: TestAppAccess,
  person: { language: Locale; firstName?: string; lastName?: string },
): Promise<LoggedIn & { code: string }> {
  const { language, firstName, lastName } = person;
  const names = firstName && lastName ? { firstName, lastName } : {};
  const user = await createLoggedInUser(test, { language, ...names });
  const created = await test.app.inject({
    method: 'POST',
    url: API_PATHS.answerSets,
    headers: user.auth,
    payload: { answers: pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true }) },
  });
  // What the person told about themselves for it (canton, age band, region).
  await test.app.inject({
    method: 'PUT',
    url: `/api/v1/answer-set/${created.json().code as string}/about`,
    headers: { 'x-result-secret': created.json().secret as string },
    payload: { canton: 'GR', ageBand: '35-49', languageRegion: 'rm', consent: true },
  });
  const body = multipart(
    { allowedInGallery: 'true' },
    { name: 'portrait', filename: 'p.png', type: 'image/png', data: await pngImage() },
  );
  await test.app.inject({
    method: 'PATCH',
    url: `/api/v1/profile/${user.id}/`,
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  await test.app.inject({
    method: 'POST',
    url: API_PATHS.user,
    payload: { email: user.email, language, ...names },
  });
  return { ...user, code: created.json().code as string };
}
