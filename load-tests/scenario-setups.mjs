// The Node runner's side of each scenario's setup, as the k6 scripts' setup() does it: what the
// members write before the scenario starts, and then the scenario's n-th request per member.
import { call, writeOnePerUser } from './accounts.mjs';
import {
  mapRequest,
  postBody,
  postVoteRequest,
  reviewBody,
  reviewVoteRequest,
} from './scenarios/plan.js';

/** What each scenario writes before it starts; resolves with its n-th request per virtual user. */
export const SETUPS = {
  map: async (_baseUrl, _users, scenario) => (vu, n) => mapRequest(scenario, vu, n),
  'review-votes': async (baseUrl, users, scenario) => {
    const { data: springs } = await call(baseUrl, `/api/springs?state=${scenario.reviewedState}`);
    const path = `/api/springs/${springs[0].id}/reviews`;
    const reviewIds = await writeOnePerUser(baseUrl, users, path, reviewBody);
    return (vu, n) => reviewVoteRequest(reviewIds, vu, n);
  },
  'post-votes': async (baseUrl, users) => {
    const postIds = await writeOnePerUser(baseUrl, users, '/api/community/posts', postBody);
    return (vu, n) => postVoteRequest(postIds, vu, n);
  },
};
