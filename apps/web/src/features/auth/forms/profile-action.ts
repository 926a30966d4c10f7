import { transportOf } from '@/lib/api-transport';
import { visitorAccess } from '@/lib/render-context';
import { loginWithAccess, sendProfile, type Profile } from '@/domain/account/account-api';
import { errorCode } from '../hooks/use-error-message';
import {
  profileBody,
  profileProblems,
  readProfileForm,
  type ProfileProblems,
} from './profile-form';

/** What a profile form sent before the page's scripts ran led to. */
export type ProfileSent =
  | { saved: Profile }
  | {
      problems: ProfileProblems;
      /** Why the server refused it (an old password that is wrong), if it did. */
      failure: string | null;
      /** The names and consent as sent, to show again (never the passwords). */
      values: { firstName: string; lastName: string; allowedInGallery: boolean };
    };

/**
 * Saves a profile form the browser sent itself as the login the server found by the page
 * request's refresh cookie, through the route's transport (the server's own routes); null
 * without a login (the page then asks to log in). The portrait needs the page's scripts.
 */
export async function saveProfileFromForm(
  data: FormData,
  context: unknown,
): Promise<ProfileSent | null> {
  const access = visitorAccess(context);
  if (!access) return null;
  const fields = readProfileForm(data);
  const { firstName, lastName, allowedInGallery } = fields;
  const values = { firstName, lastName, allowedInGallery };
  const problems = profileProblems(fields);
  if (Object.keys(problems).length > 0) return { problems, failure: null, values };
  const transport = transportOf(context);
  try {
    const login = await loginWithAccess(access, transport);
    return { saved: await sendProfile(login.id, profileBody(fields, null), transport) };
  } catch (error) {
    return { problems: {}, failure: errorCode(error) ?? 'generic', values };
  }
}
