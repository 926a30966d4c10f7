import { transportOf } from '@/lib/api-transport';
import { visitorAccess } from '@/lib/render-context';
import {
  loginWithAccess,
  saveProfile,
  sendProfile,
  type Profile,
} from '@/domain/account/account-api';
import type { AuthState } from '@/lib/auth-session';
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
 * Saves a sent profile form: on the server as the login it found by the page request's refresh
 * cookie, through the route's transport (the server's own routes); in the browser as the login it
 * keeps (`kept`), with the portrait the page prepared, and the kept login takes the new names.
 * Null without a login (the page then asks to log in).
 */
export async function saveProfileFromForm(
  data: FormData,
  context: unknown,
  kept: AuthState | null = null,
): Promise<ProfileSent | null> {
  const access = visitorAccess(context);
  if (!access && !kept) return null;
  const fields = readProfileForm(data);
  const { firstName, lastName, allowedInGallery } = fields;
  const values = { firstName, lastName, allowedInGallery };
  const problems = profileProblems(fields);
  if (Object.keys(problems).length > 0) return { problems, failure: null, values };
  const transport = transportOf(context);
  const portrait = data.get('portrait');
  try {
    if (kept) {
      const picture = portrait instanceof File && portrait.size > 0 ? portrait : null;
      return { saved: await saveProfile(kept.id, profileBody(fields, picture)) };
    }
    const login = await loginWithAccess(access ?? '', transport);
    return { saved: await sendProfile(login.id, profileBody(fields, null), transport) };
  } catch (error) {
    return { problems: {}, failure: errorCode(error) ?? 'generic', values };
  }
}
