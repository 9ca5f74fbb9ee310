// Which request a virtual user makes at each iteration, for k6 and the Node runner alike: plain
// JavaScript with no k6 or Node API, so both run exactly the same scenarios.

/** The map: the full list, then each viewport, each user starting at its own place in the cycle. */
export function mapRequest(scenario, vu, n) {
  const cycle = scenario.viewports.length + 1;
  const step = (n + vu) % cycle;
  if (step === 0) return { name: 'list', method: 'GET', path: '/api/springs' };
  const bbox = scenario.viewports[step - 1];
  return { name: 'viewport', method: 'GET', path: `/api/springs?bbox=${bbox}` };
}

/**
 * A vote on another user's item: each voter goes through the others' items in turn, cycling
 * helpful, not helpful and cleared, so nearly every vote changes the stored one, and each starts
 * at a different item, as independent readers would, rather than all on the same row.
 * `items[i]` belongs to user i.
 */
export function voteOf(items, vu, n) {
  const others = items.filter((_, i) => i !== vu);
  return {
    item: others[(n + vu) % others.length],
    vote: [1, -1, 0][Math.floor(n / others.length) % 3],
  };
}

/** A review vote of the `review-votes` scenario. */
export function reviewVoteRequest(reviewIds, vu, n) {
  const { item, vote } = voteOf(reviewIds, vu, n);
  return { name: 'review-vote', method: 'POST', path: `/api/reviews/${item}/vote`, body: { vote } };
}

/** A post vote of the `post-votes` scenario. */
export function postVoteRequest(postIds, vu, n) {
  const { item, vote } = voteOf(postIds, vu, n);
  return {
    name: 'post-vote',
    method: 'POST',
    path: `/api/community/posts/${item}/vote`,
    body: { vote },
  };
}

/** What each user writes before a vote scenario: a review, or a forum post. */
export const reviewBody = (i) => ({ rating: (i % 5) + 1, comment: 'A load test review.' });
export const postBody = (i) => ({
  title: `Load test post ${i + 1}`,
  content: 'Written by the load test, to be voted on.',
});

/** A username no earlier run has taken (3 to 30 letters, digits, dots, hyphens, underscores). */
export const username = (run, i) => `load_${run}_${i}`;
