// Rebuilds projections after a restore (`make reproject`, docs/operations.md). Run with the auth
// database's URL, while the service runs (its relay publishes the outbox):
//   DATABASE_URL=postgres://... node services/auth/dist/reproject/reproject.cli.js republish|reset
// republish: every member as auth.user.registered (without a referral code: billing only learns
// the member), so billing knows every account. reset: the premium standing kept from billing,
// back to "not premium" at version 0 until billing's republished standing arrives.
import { runReprojectCli } from '@hotsprings/service-kit';
import { userRegistered } from '../users/user-events';
import type { UserRow } from '../users/user-row';

runReprojectCli({
  async republish(client) {
    const { rows } = await client.query<UserRow>('SELECT * FROM users ORDER BY id');
    return rows.map((row) => userRegistered(row, undefined));
  },
  async reset(client) {
    const { rowCount } = await client.query(
      `UPDATE users SET is_premium = false, subscription_status = 'inactive', premium_version = 0
        WHERE premium_version > 0 OR is_premium OR subscription_status <> 'inactive'`,
    );
    return [`premium standing: ${rowCount ?? 0} members reset`];
  },
});
