/**
 * Logs out (account-api.ts `logOut`), its module loaded on demand: the menu and the footer of
 * every page offer it, and the first load of a page carries none of the account's requests.
 */
export const logOut = (): Promise<void> =>
  import('@/domain/account/account-api').then((account) => account.logOut());
