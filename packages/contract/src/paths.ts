/**
 * Every address of the API (product.md §7 and this product's own), as the server registers its routes and
 * the clients fill them in (`apiPath`): a renamed address breaks the typecheck on both sides.
 * Imports nothing, so the web app takes it (`@values-cross/contract/paths`) without any schema.
 */
export const healthPath = '/api/v1/health';
export const questionsPath = '/api/v1/questions/';
export const questionnairePath = '/api/v1/questionnaire/';
export const questionnaireVersionPath = '/api/v1/questionnaire/:version';
export const answerSetsPath = '/api/v1/answer-set/';
export const answerSetPath = '/api/v1/answer-set/:code';
export const explanationPath = '/api/v1/answer-set/:code/explanation';
export const changePath = '/api/v1/answer-set/:code/change-since/:earlier';
export const resultImagePath = '/api/v1/answer-set/:code/image.png';
export const aboutPath = '/api/v1/answer-set/:code/about';
export const standingPath = '/api/v1/answer-set/:code/standing';
export const statisticsPath = '/api/v1/statistics/';
export const openDataPath = '/api/v1/open-data/';
export const openDataFilePath = '/api/v1/open-data/:snapshot/:file';
export const openDataCodebookPath = '/api/v1/open-data/codebook.json';
export const groupsPath = '/api/v1/groups/';
export const groupPath = '/api/v1/groups/:code';
export const groupEventsPath = '/api/v1/groups/:code/events';
export const groupMemberPath = '/api/v1/groups/:code/members/:resultCode';
export const groupAdminMembersPath = '/api/v1/groups/:code/admin/members';
export const groupAdminMemberPath = '/api/v1/groups/:code/admin/members/:memberId';
export const sitePath = '/api/v1/site/';
export const galleryPath = '/api/v1/gallery/';
export const galleryItemPath = '/api/v1/gallery/:id/';
export const profilePath = '/api/v1/profile/:id/';
export const portraitPath = '/api/v1/portraits/:userId/:file';
export const registrationPath = '/api/v1/registration/';
export const registrationConfirmPath = '/api/v1/registration/confirm/';
export const registrationResendPath = '/api/v1/registration/resend/';
export const passwordResetPath = '/api/v1/password_reset/';
export const passwordResetConfirmPath = '/api/v1/password_reset/confirm/';
/** The part every address of the login and the account shares (the refresh cookie's path). */
export const accountPathPrefix = '/api/v1/account/';
export const tokenPath = '/api/v1/account/token/';
export const tokenRefreshPath = '/api/v1/account/token/refresh/';
export const tokenDevicePath = '/api/v1/account/token/device/';
export const logoutPath = '/api/v1/account/logout/';
export const mePath = '/api/v1/account/me/';
export const accountResultsPath = '/api/v1/account/results/';
export const accountExportPath = '/api/v1/account/export/';
export const userPath = '/api/v1/user/';
export const newsletterConfirmPath = '/api/v1/newsletter/confirm/';
export const eventsPath = '/api/v1/events';
export const clientErrorsPath = '/api/v1/client-errors';

/** Every address by name, for the server and the tests (the web app imports the ones it uses). */
export const API_PATHS = {
  health: healthPath,
  questions: questionsPath,
  questionnaire: questionnairePath,
  questionnaireVersion: questionnaireVersionPath,
  answerSets: answerSetsPath,
  answerSet: answerSetPath,
  explanation: explanationPath,
  change: changePath,
  resultImage: resultImagePath,
  about: aboutPath,
  standing: standingPath,
  statistics: statisticsPath,
  openData: openDataPath,
  openDataFile: openDataFilePath,
  openDataCodebook: openDataCodebookPath,
  groups: groupsPath,
  group: groupPath,
  groupEvents: groupEventsPath,
  groupMember: groupMemberPath,
  groupAdminMembers: groupAdminMembersPath,
  groupAdminMember: groupAdminMemberPath,
  site: sitePath,
  gallery: galleryPath,
  galleryItem: galleryItemPath,
  profile: profilePath,
  portrait: portraitPath,
  registration: registrationPath,
  registrationConfirm: registrationConfirmPath,
  registrationResend: registrationResendPath,
  passwordReset: passwordResetPath,
  passwordResetConfirm: passwordResetConfirmPath,
  token: tokenPath,
  tokenRefresh: tokenRefreshPath,
  tokenDevice: tokenDevicePath,
  logout: logoutPath,
  me: mePath,
  accountResults: accountResultsPath,
  accountExport: accountExportPath,
  user: userPath,
  newsletterConfirm: newsletterConfirmPath,
  events: eventsPath,
  clientErrors: clientErrorsPath,
} as const;

/** The names of an address's `:name` parts (`'/groups/:code'` → `'code'`). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}.${string}`
    ? Name
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** An address of the API with its `:name` parts filled in (each value URL-encoded). */
export function apiPath<Path extends string>(
  path: Path,
  ...[params]: PathParams<Path> extends never ? [] : [Record<PathParams<Path>, string | number>]
): string {
  if (!params) return path;
  const values: Record<string, string | number> = params;
  return path.replace(/:(\w+)/g, (_place, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
