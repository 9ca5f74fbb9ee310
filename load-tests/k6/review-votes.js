// Review votes by signed-in members: each writes a review of one spring, then they vote on each
// other's reviews (scenarios.json, "review-votes"). Run by `make load`, or against any stack:
//   k6 run -e BASE_URL=https://hotsprings.example load-tests/k6/review-votes.js
import http from 'k6/http';
import { reviewBody, reviewVoteRequest } from '../scenarios/plan.js';
import { BASE_URL, scenarioScript, writeOnePerUser } from './lib.js';

const script = scenarioScript(JSON.parse(open('../scenarios/scenarios.json')), 'review-votes', {
  setup(cookies, scenario) {
    const springs = http.get(`${BASE_URL}/api/springs?state=${scenario.reviewedState}`);
    const path = `/api/springs/${springs.json('0.id')}/reviews`;
    return { reviewIds: writeOnePerUser(cookies, path, reviewBody) };
  },
  request: ({ reviewIds }, vu, n) => reviewVoteRequest(reviewIds, vu, n),
});

export const options = script.options;
export const setup = script.setup;
export default script.run;
export const handleSummary = script.handleSummary;
