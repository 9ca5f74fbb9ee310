// The NATS subjects outside every stream (request/reply, notices) and NATS's wildcard matching.
// Each service's stream and event subjects are in its manifest entry (services.ts), from which
// STREAMS and SUBJECTS are made.

// NATS request/reply subjects answered by the springs service. They lie outside every stream's
// subjects: a stream that captured a request would store it and answer it with its publish
// acknowledgement, which the asker would take for the reply.
export const SPRINGS_RPC = {
  findNearRoute: 'rpc.springs.find-near-route',
  searchPlaces: 'rpc.springs.search-places',
} as const;

// NATS request/reply subjects answered by the billing service (outside every stream, as above).
export const BILLING_RPC = {
  registerMember: 'rpc.billing.register-member',
} as const;

// Notices: plain NATS messages, outside every stream, so nothing stores or replays them. A notice
// says that some derived copy is now out of date; a receiver that may have missed one (it was
// disconnected) treats its copies as out of date anyway.
export const NOTICES = {
  /** Published by each springs replica once its answers changed (payload: the data version). */
  springsChanged: 'notice.springs.changed',
  /**
   * Published by auth as it records sign-outs, before Redis has them, so that gateways keep the
   * revoked sessions in memory (payload: the kit's `RevokedSessionsNotice`).
   */
  sessionsRevoked: 'notice.auth.sessions-revoked',
} as const;

/** NATS subject matching: `*` stands for one token, a final `>` for one or more. */
export function subjectMatches(filter: string, subject: string): boolean {
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (const [i, token] of wanted.entries()) {
    if (token === '>') return tokens.length > i;
    if (i >= tokens.length || (token !== '*' && token !== tokens[i])) return false;
  }
  return wanted.length === tokens.length;
}
