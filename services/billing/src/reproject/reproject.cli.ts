// Rebuilds projections after a restore (`make reproject`, docs/operations.md). Run with the
// billing database's URL, while the service runs (its relay publishes the outbox):
//   DATABASE_URL=postgres://... node services/billing/dist/reproject/reproject.cli.js republish
// republish: every member's premium standing (billing.premium.changed at its version), which
// auth, springs and the planner keep. Billing keeps no projection to reset: it learns members
// from auth's events, and auth's republish announces every one again.
import { runReprojectCli } from '@hotsprings/service-kit';
import type { MemberRow } from '../members/member-row';
import { premiumChanged } from '../members/premium-events';

runReprojectCli({
  async republish(client) {
    const { rows } = await client.query<MemberRow>('SELECT * FROM members ORDER BY user_id');
    return rows.map(premiumChanged);
  },
});
