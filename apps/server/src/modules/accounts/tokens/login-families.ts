import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { RecentCache } from '../../../http/recent-cache';
import { RefreshTokenRepository, revocationCount } from './refresh-token.repository';

/** How long an instance trusts that a login is still live before asking the database again. */
export const LIVE_LOGIN_CACHE_MS = 5_000;
/** Live logins an instance remembers; beyond, the least recently used is asked about again. */
const KEPT_LOGINS = 10_000;

/**
 * Whether the login (refresh-token family) an access token belongs to is still live: logout,
 * a password change or reset and a replayed refresh token revoke it, and its access tokens stop
 * working with it. Answers are cached per instance for a few seconds (another instance's
 * revocation takes effect within LIVE_LOGIN_CACHE_MS; this instance's at once).
 */
export class LoginFamilies {
  /** Per login seen live: how many revocations this instance had made when it was asked. */
  private readonly live: RecentCache<number>;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly cacheMs = LIVE_LOGIN_CACHE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.live = new RecentCache<number>(KEPT_LOGINS, now);
  }

  async isLive(familyId: string): Promise<boolean> {
    const revocations = revocationCount();
    if (this.live.get(familyId) === revocations) return true;
    const asked = this.now();
    const live = await new RefreshTokenRepository(this.db).familyIsLive(familyId);
    // Trusted for cacheMs from when the database was asked, not from when it answered.
    if (live) this.live.set(familyId, revocations, asked + this.cacheMs - this.now());
    else this.live.delete(familyId);
    return live;
  }
}
