import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'values-cross';
const ALGORITHM = 'HS256';

/** What a valid access token says: who the user is and which login it belongs to. */
export interface AccessClaims {
  userId: number;
  familyId: string;
}

/** What a valid refresh token says; its id (jti) is looked up in the database. */
export interface RefreshClaims extends AccessClaims {
  tokenId: string;
}

/** A new random id for a refresh token or a login (family of refresh tokens). */
export function newTokenId(): string {
  return randomBytes(16).toString('base64url');
}

/** Signs and checks the JWTs of a login: short-lived access tokens and rotated refresh tokens. */
export class LoginTokens {
  constructor(
    private readonly secret: Uint8Array,
    private readonly accessMinutes: number,
  ) {}

  /** An access token (Bearer) valid for ACCESS_TOKEN_MINUTES. */
  access({ userId, familyId }: AccessClaims): Promise<string> {
    return new SignJWT({ typ: 'access', fam: familyId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessMinutes}m`)
      .sign(this.secret);
  }

  /** A refresh token expiring at `expiresAt`; valid only while its database row says so. */
  refresh(claims: RefreshClaims & { expiresAt: Date }): Promise<string> {
    return new SignJWT({ typ: 'refresh', fam: claims.familyId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(String(claims.userId))
      .setJti(claims.tokenId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /** The claims of a valid access token, or null (forged, expired, or another kind of token). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const payload = await this.verify(token, 'access');
    return payload && { userId: payload.userId, familyId: payload.familyId };
  }

  /** The claims of a validly signed, unexpired refresh token, or null. */
  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const payload = await this.verify(token, 'refresh');
    return payload?.tokenId ? { ...payload, tokenId: payload.tokenId } : null;
  }

  private async verify(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
      });
      const userId = Number(payload.sub);
      if (payload.typ !== type || !Number.isSafeInteger(userId) || typeof payload.fam !== 'string')
        return null;
      return { userId, familyId: payload.fam, tokenId: payload.jti };
    } catch {
      return null;
    }
  }
}
