// Rebuilds projections after a restore (`make reproject`, docs/operations.md). Run with the
// reviews database's URL, while the service runs (its relay publishes the outbox):
//   DATABASE_URL=postgres://... node services/reviews/dist/reproject/reproject.cli.js republish|reset
// republish: every review and condition report's current state, from which springs keeps each
// spring's figures and latest report. reset: the list of springs kept from the springs service.
import { resetSpringsProjection, runReprojectCli } from '@hotsprings/service-kit';
import { reportUpdated } from '../reports/report-events';
import { SELECT_REPORTS } from '../reports/reports.repository';
import { reviewUpdated } from '../reviews/review-events';
import type { ReviewRow } from '../reviews/review-row';
import type { ReportRow } from '../reports/report-row';

runReprojectCli({
  async republish(client) {
    const reviews = await client.query<ReviewRow>('SELECT * FROM reviews ORDER BY id');
    const reports = await client.query<ReportRow>(`${SELECT_REPORTS} ORDER BY r.id`);
    return [...reviews.rows.map(reviewUpdated), ...reports.rows.map(reportUpdated)];
  },
  async reset(client) {
    return [await resetSpringsProjection(client)];
  },
});
