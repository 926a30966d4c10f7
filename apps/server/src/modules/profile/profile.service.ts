import type { Profile } from '@values-cross/contract';
import { HttpError } from '../../http/http-error';
import { tokenInvalid } from '../../http/authentication';
import {
  passwordRefused,
  type Accounts,
  passwordProblem,
  RefreshTokenRepository,
  UserRepository,
  verifyPasswordCounted,
  type User,
  type UserChanges,
} from '../accounts';
import { DEFAULT_PORTRAIT_SIZE, renderPortrait } from './portrait-image';
import { PortraitRepository, portraitUrl } from './portrait.repository';
import type { ProfileInput } from './profile-input';

/** 400 `old_password_wrong` (product.md §8: 'Your old password is wrong'). */
export function oldPasswordWrong(): HttpError {
  return new HttpError(400, 'old_password_wrong', { oldPassword: ['old_password_wrong'] });
}

/** A user's profile as they see it, with where to ask for its deletion. */
export function presentProfile(user: User, deletionContact: string): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    allowedInGallery: user.allowedInGallery,
    swissCross: user.swissCross,
    portraitUrl: portraitUrl(user.id, user.portraitVersion, DEFAULT_PORTRAIT_SIZE),
    deletionContact,
  };
}

async function passwordChange(
  accounts: Accounts,
  { user, input, address }: { user: User; input: ProfileInput; address: string },
) {
  const { oldPassword, newPassword } = input.patch;
  if (oldPassword === undefined || newPassword === undefined) return {};
  const { email, passwordHash } = user;
  const right = await verifyPasswordCounted(accounts, {
    email,
    passwordHash,
    password: oldPassword,
    address,
  });
  if (!right) throw oldPasswordWrong();
  const problem = passwordProblem({
    password: newPassword,
    email: user.email,
    firstName: input.patch.firstName ?? user.firstName,
    lastName: input.patch.lastName ?? user.lastName,
  });
  if (problem) throw passwordRefused('newPassword', problem);
  return { passwordHash: await accounts.hasher.hash(newPassword) };
}

/**
 * Saves a profile change (product.md §3 Profile, 5): names, gallery consent, a password change checked
 * against the old password (ending the user's other logins) and a new portrait. Withdrawing
 * consent also gives the portrait new URLs, so the public ones stop working at once.
 */
export async function updateProfile(
  accounts: Accounts,
  {
    userId,
    familyId,
    input,
    address,
  }: { userId: number; familyId?: string | undefined; input: ProfileInput; address: string },
): Promise<Profile> {
  const users = accounts.users;
  const user = await users.findById(userId);
  if (!user) throw tokenInvalid();
  // The password first: a wrong old password costs no image work.
  const password = await passwordChange(accounts, { user, input, address });
  const renditions = input.portrait ? await renderPortrait(input.portrait) : undefined;
  const { firstName, lastName, allowedInGallery } = input.patch;
  const changes: UserChanges = { firstName, lastName, allowedInGallery, ...password };
  // Any change of consent gives the portrait new URLs: nothing cached under the old ones (by
  // browsers or proxies, for at most PORTRAIT_MAX_AGE) can stand for the new state.
  const consentChanges =
    allowedInGallery !== undefined && allowedInGallery !== user.allowedInGallery;
  if (consentChanges && user.portraitVersion !== null) {
    changes.portraitVersion = user.portraitVersion + 1;
  }
  await accounts.db.transaction().execute(async (trx) => {
    await new UserRepository(trx).update(userId, changes);
    if (changes.passwordHash)
      await new RefreshTokenRepository(trx).revokeAllOfUser(userId, familyId);
  });
  if (renditions) await new PortraitRepository(accounts.db).replace(userId, renditions);
  const updated = await users.findById(userId);
  if (!updated) throw tokenInvalid();
  return presentProfile(updated, accounts.config.PROVIDER_EMAIL);
}
