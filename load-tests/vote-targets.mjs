// The ways a vote is measured, all driven by one plan of who votes what where, so that every
// target gets the same mix of writes and one ledger of accepted votes checks them all.
import { createRequire } from 'node:module';
import { closedLoop, measure } from './load-generator.mjs';
import { voteOf } from './scenarios/plan.js';

const require = createRequire(import.meta.url);
const { castVoteQuery } = require('../services/reviews/dist/votes/cast-vote.query.js');

/**
 * Each voter votes on the others' reviews as the load scenarios' voters do (`voteOf`: in turn,
 * cycling helpful / not helpful / cleared). The count goes on from one target to the next.
 * `ledger` keeps each voter's last accepted vote on each review.
 */
export function votePlan(users, reviews) {
  const counts = users.map(() => 0);
  const ledger = new Map();
  return {
    ledger,
    next(worker) {
      const { item, vote } = voteOf(reviews, worker, counts[worker]++);
      return { user: users[worker], reviewId: item, vote };
    },
    accepted(user, reviewId, vote) {
      ledger.set(`${reviewId}:${user.id}`, { reviewId, vote });
    },
  };
}

/**
 * A vote (`POST /api/reviews/{id}/vote`, or the path `votePath(id)` gives: a post's) to
 * `baseUrl`, with the headers `headersOf(user)` gives.
 */
export function viaHttp(baseUrl, plan, headersOf, votePath = (id) => `/api/reviews/${id}/vote`) {
  return ({ connections, durationMs }) =>
    measure({
      connections,
      durationMs,
      next: (worker) => {
        const { user, reviewId, vote } = plan.next(worker);
        return {
          url: `${baseUrl}${votePath(reviewId)}`,
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headersOf(user) },
          body: JSON.stringify({ vote }),
          user,
          reviewId,
          vote,
        };
      },
      onResponse: (_worker, request, status) => {
        if (status === 200) plan.accepted(request.user, request.reviewId, request.vote);
      },
    });
}

/** The reviews service's own vote query, one caller per voter on `db`'s pool. */
export function viaSql(db, plan) {
  return ({ connections, durationMs }) =>
    closedLoop({
      workers: connections,
      durationMs,
      call: async (worker) => {
        const { user, reviewId, vote } = plan.next(worker);
        const { rows } = await db.pool.query(castVoteQuery(String(reviewId), user.id, vote));
        if (!rows[0] || rows[0].own_review) return false;
        plan.accepted(user, reviewId, vote);
        return true;
      },
    });
}
