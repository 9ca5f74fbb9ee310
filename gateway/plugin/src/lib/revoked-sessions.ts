import { NOTICES } from '@hotsprings/contracts';
import {
  readRevokedSessionsNotice,
  REVOCATIONS_COMPLETE,
  SHARE_MARKER_PREFIX,
  REVOKED_SESSIONS_KEY,
} from '@hotsprings/service-kit/core';
import { logger } from './logger';
import { followNotices } from './nats';
import { redis } from './redis';

/**
 * What the gateway knows of a session: signed out, not, or it cannot tell: Redis lost the set
 * (`unknown`, until auth shares it again) or cannot be reached.
 */
export type SessionStanding = 'revoked' | 'live' | 'unknown' | 'unreachable';

const RELOAD_RETRY_MS = 1_000;
// Revocations are kept a minute past their token's expiry, as auth keeps them in Redis, so that
// a clock a little behind auth's never verifies a token whose revocation is gone.
const EXPIRY_GRACE_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * The signed-out sessions, which every signed-in request must be checked against.
 *
 * While auth's notices (NOTICES.sessionsRevoked) reach this gateway, the whole set is in memory:
 * read from Redis once the subscription is in place (so that no revocation falls between the two),
 * then kept up by the notices, and a request costs no Redis round trip. When the NATS connection
 * drops, notices may be lost: the memory is let go at once, each request asks Redis (one
 * `ZMSCORE`, as auth's sorted set and its completeness sentinel allow), and the set is read again
 * once NATS is back. Redis that lost the set cannot be read whole: the memory waits until auth
 * has shared it again.
 */
class RevokedSessions {
  private memory: Map<string, number> | undefined;
  /** Notices received since the subscription went live, while the set is read from Redis. */
  private arriving: Map<string, number> | undefined;
  private live = false;
  private reloadTimer: NodeJS.Timeout | undefined;

  constructor() {
    followNotices(
      NOTICES.sessionsRevoked,
      (payload) => {
        for (const { id, expiresAtMs } of readRevokedSessionsNotice(payload))
          this.add(id, expiresAtMs);
      },
      (live) => this.setLive(live),
    );
    setInterval(() => this.prune(), PRUNE_EVERY_MS).unref();
  }

  /** Whether a session is signed out, from memory when it can, else from Redis. */
  standing(jti: string): SessionStanding | Promise<SessionStanding> {
    if (this.memory) return this.memory.has(jti) ? 'revoked' : 'live';
    return redis()
      .zmscore(REVOKED_SESSIONS_KEY, REVOCATIONS_COMPLETE, jti)
      .then(
        ([complete, revoked]) => {
          if (complete === null) return 'unknown';
          return revoked === null ? 'live' : 'revoked';
        },
        (): SessionStanding => 'unreachable',
      );
  }

  /** A session this gateway saw signed out (its own logout answer), before any notice arrives. */
  add(jti: string, expiresAtMs: number): void {
    this.memory?.set(jti, expiresAtMs);
    this.arriving?.set(jti, expiresAtMs);
  }

  private setLive(live: boolean): void {
    this.live = live;
    clearTimeout(this.reloadTimer);
    this.memory = undefined;
    this.arriving = live ? new Map() : undefined;
    if (live) void this.reload();
    else logger.warn('revoked sessions: NATS notices lost, each session is checked in Redis');
  }

  private async reload(): Promise<void> {
    const arriving = this.arriving;
    const whole = await this.readRedis().catch(() => undefined);
    if (!this.live || arriving !== this.arriving) return;
    if (!whole) {
      this.reloadTimer = setTimeout(() => void this.reload(), RELOAD_RETRY_MS).unref();
      return;
    }
    for (const [id, expiresAtMs] of arriving!) whole.set(id, expiresAtMs);
    this.memory = whole;
    this.arriving = undefined;
    logger.info({ revoked: whole.size }, 'revoked sessions kept in memory, following notices');
  }

  /** The set auth keeps in Redis, or undefined while it is not whole there. */
  private async readRedis(): Promise<Map<string, number> | undefined> {
    const flat = await redis().zrange(REVOKED_SESSIONS_KEY, 0, -1, 'WITHSCORES');
    const sessions = new Map<string, number>();
    let complete = false;
    for (let i = 0; i < flat.length; i += 2) {
      const member = flat[i]!;
      if (member === REVOCATIONS_COMPLETE) complete = true;
      else if (!member.startsWith(SHARE_MARKER_PREFIX)) sessions.set(member, Number(flat[i + 1]));
    }
    return complete ? sessions : undefined;
  }

  private prune(): void {
    const before = Date.now() - EXPIRY_GRACE_MS;
    for (const [id, expiresAtMs] of this.memory ?? [])
      if (expiresAtMs < before) this.memory!.delete(id);
  }
}

let instance: RevokedSessions | undefined;

/** The gateway's one view of the revoked sessions, made on first use. */
export function revokedSessions(): RevokedSessions {
  instance ??= new RevokedSessions();
  return instance;
}
