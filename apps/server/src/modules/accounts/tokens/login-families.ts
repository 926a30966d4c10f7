import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { RefreshTokenRepository, revocationCount } from './refresh-token.repository';

/** How long an instance trusts that a login is still live before asking the database again. */
export const LIVE_LOGIN_CACHE_MS = 5_000;

/**
 * Whether the login (refresh-token family) an access token belongs to is still live: logout,
 * a password change or reset and a replayed refresh token revoke it, and its access tokens stop
 * working with it. Answers are cached per instance for a few seconds (another instance's
 * revocation takes effect within LIVE_LOGIN_CACHE_MS; this instance's at once).
 */
export class LoginFamilies {
  private readonly live = new Map<string, { until: number; revocations: number }>();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly cacheMs = LIVE_LOGIN_CACHE_MS,
  ) {}

  async isLive(familyId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.live.get(familyId);
    if (cached && cached.until > now && cached.revocations === revocationCount()) return true;
    const revocations = revocationCount();
    const live = await new RefreshTokenRepository(this.db).familyIsLive(familyId);
    if (!live) {
      this.live.delete(familyId);
      return false;
    }
    if (this.live.size > 10_000) this.live.clear();
    this.live.set(familyId, { until: now + this.cacheMs, revocations });
    return true;
  }
}
