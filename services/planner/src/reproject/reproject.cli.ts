// Rebuilds projections after a restore (`make reproject`, docs/operations.md). Run with the
// planner database's URL, while the service runs:
//   DATABASE_URL=postgres://... node services/planner/dist/reproject/reproject.cli.js reset
// reset: the springs kept from the springs service (versions lowered to 0) and who is premium
// (emptied), so that their owners' republished state replaces them. The planner owns nothing
// another service keeps.
import {
  resetPremiumMembers,
  resetSpringsProjection,
  runReprojectCli,
} from '@hotsprings/service-kit';

runReprojectCli({
  async reset(client) {
    return [await resetSpringsProjection(client), await resetPremiumMembers(client)];
  },
});
