import { Injectable } from '@nestjs/common';
import type { PremiumChanged } from '@hotsprings/contracts';
import { Database, type PremiumProjection } from '@hotsprings/service-kit';

/** The premium flag and subscription status of members, as billing announces them. */
@Injectable()
export class PremiumRepository implements PremiumProjection {
  constructor(private readonly db: Database) {}

  /**
   * Keeps the standing when it is newer than the one held (premium_version): from billing's
   * event, or from its answer at registration (the same fields).
   */
  async keep(
    event: Pick<PremiumChanged, 'userId' | 'isPremium' | 'subscriptionStatus' | 'version'>,
  ): Promise<void> {
    await this.db.query(
      `UPDATE users SET is_premium = $2, subscription_status = $3, premium_version = $4,
              updated_at = now()
        WHERE id = $1 AND premium_version < $4`,
      [
        event.userId.toString(),
        event.isPremium,
        event.subscriptionStatus,
        event.version.toString(),
      ],
    );
  }

  /** True while no member has a standing from billing: the stream is read from its start. */
  async isEmpty(): Promise<boolean> {
    return (
      (await this.db.query('SELECT 1 FROM users WHERE premium_version > 0 LIMIT 1')).length === 0
    );
  }
}
