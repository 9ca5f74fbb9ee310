// The NATS subjects of every event, `<service>.<entity>.<past-tense>`, with the stream that holds
// each service's events. One list, so publishers and consumers cannot disagree on a name.
export const STREAMS = {
  auth: { name: 'AUTH', subjects: ['auth.>'] },
  reviews: { name: 'REVIEWS', subjects: ['reviews.>'] },
  springs: { name: 'SPRINGS', subjects: ['springs.>'] },
} as const;

export const SUBJECTS = {
  userRegistered: 'auth.user.registered',
  userUpdated: 'auth.user.updated',
  reviewCreated: 'reviews.review.created',
  reviewUpdated: 'reviews.review.updated',
  reviewDeleted: 'reviews.review.deleted',
  springCreated: 'springs.spring.created',
  springUpdated: 'springs.spring.updated',
} as const;

// NATS request/reply subjects answered by the springs service. They lie outside every stream's
// subjects: a stream that captured a request would store it and answer it with its publish
// acknowledgement, which the asker would take for the reply.
export const SPRINGS_RPC = {
  findNearRoute: 'rpc.springs.find-near-route',
  searchPlaces: 'rpc.springs.search-places',
} as const;
