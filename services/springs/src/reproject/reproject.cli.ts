// Rebuilds projections after a restore (`make reproject`, docs/operations.md). Run with the
// springs database's URL, while the service runs (its relay publishes the outbox):
//   DATABASE_URL=postgres://... node services/springs/dist/reproject/reproject.cli.js republish|reset
// republish: every spring's current state (springs.spring.*), for reviews, planner and community.
// reset: the review figures and latest condition reports kept from the reviews service, and who
// is premium, emptied so that the owners' republished state rebuilds them.
import { resetPremiumMembers, runReprojectCli } from '@hotsprings/service-kit';
import { POPULAR_TAG_COUNT } from '../review-events/review-projection';
import { SPRING_EVENT_COLUMNS, springEvent, type SpringEventRow } from '../springs/spring-events';

runReprojectCli({
  async republish(client) {
    const { rows } = await client.query<SpringEventRow>(
      `SELECT ${SPRING_EVENT_COLUMNS} FROM springs ORDER BY id`,
    );
    return rows.map(springEvent);
  },
  async reset(client) {
    // The consumers wait for the reset's end: no event is applied to a half-emptied projection.
    await client.query('LOCK TABLE review_projection, report_projection IN EXCLUSIVE MODE');
    const reviews = await client.query('DELETE FROM review_projection');
    const reports = await client.query('DELETE FROM report_projection');
    // The springs showing figures or a report: with the projections empty, each goes back to none.
    await client.query(
      `SELECT recompute_spring_figures(id, $1), recompute_latest_report(id) FROM springs
        WHERE review_count > 0 OR latest_image_url IS NOT NULL OR latest_report_status IS NOT NULL`,
      [POPULAR_TAG_COUNT],
    );
    return [
      `review figures: ${reviews.rowCount ?? 0} reviews removed, every spring's figures back to none`,
      `condition reports: ${reports.rowCount ?? 0} reports removed, every latest report back to none`,
      await resetPremiumMembers(client),
    ];
  },
});
