import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { AUTH_CONFIG, AuthConfig } from '../config/auth-config.schema';
import type { UserRow } from '../users/user-row';
import { RevocationPublisher } from './revocation.publisher';
import { SESSION_LIFETIME_MS, signSessionToken, verifySessionToken } from './session-token';
import { SessionsRepository } from './sessions.repository';

/** Sessions: one database row per sign-in, named by the token's jti. */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly sessions: SessionsRepository,
    private readonly publisher: RevocationPublisher,
  ) {}

  /** Records a new session for the user and returns its signed token. */
  async start(client: PoolClient, user: UserRow): Promise<string> {
    const issuedAt = new Date();
    const expiresAt = new Date(issuedAt.getTime() + SESSION_LIFETIME_MS);
    const jti = randomUUID();
    await this.sessions.insert(client, {
      id: jti,
      userId: user.id,
      createdAt: issuedAt,
      expiresAt,
    });
    return signSessionToken(
      { userId: user.id, username: user.username, jti, issuedAt, expiresAt },
      this.config.SESSION_SECRET,
    );
  }

  /** The user of a valid token whose session is still live (not signed out, not expired). */
  async currentUser(token: string | undefined): Promise<UserRow | null> {
    const claims = token ? verifySessionToken(token, this.config.SESSION_SECRET) : null;
    return claims ? this.sessions.activeUser(claims.jti, claims.userId) : null;
  }

  /**
   * Signs a session out. The database records it first; telling the gateway through Redis is
   * retried by the publisher if Redis cannot be reached now.
   */
  async end(token: string | undefined): Promise<void> {
    const claims = token ? verifySessionToken(token, this.config.SESSION_SECRET) : null;
    if (!claims) return;
    await this.sessions.revoke(claims.jti);
    await this.publisher.shareNow().catch((err: unknown) => {
      this.logger.warn(`revocation of ${claims.jti} queued: ${String(err)}`);
    });
  }
}
