// Forum post votes by signed-in members: each writes a post, then they vote on each other's posts
// (scenarios.json, "post-votes"). Run by `make load` when the forum answers, or against any stack:
//   k6 run -e BASE_URL=https://hotsprings.example load-tests/k6/post-votes.js
import { postBody, postVoteRequest } from '../scenarios/plan.js';
import { scenarioScript, writeOnePerUser } from './lib.js';

const script = scenarioScript(JSON.parse(open('../scenarios/scenarios.json')), 'post-votes', {
  setup: (cookies) => ({ postIds: writeOnePerUser(cookies, '/api/community/posts', postBody) }),
  request: ({ postIds }, vu, n) => postVoteRequest(postIds, vu, n),
});

export const options = script.options;
export const setup = script.setup;
export default script.run;
export const handleSummary = script.handleSummary;
