// The NATS subjects of every event, `<service>.<entity>.<past-tense>`, with the stream that holds
// each service's events. One list, so publishers and consumers cannot disagree on a name.
export const STREAMS = {
  auth: { name: 'AUTH', subjects: ['auth.>'] },
  reviews: { name: 'REVIEWS', subjects: ['reviews.>'] },
} as const;

export const SUBJECTS = {
  userRegistered: 'auth.user.registered',
  userUpdated: 'auth.user.updated',
  reviewCreated: 'reviews.review.created',
  reviewUpdated: 'reviews.review.updated',
  reviewDeleted: 'reviews.review.deleted',
} as const;

// NATS request/reply subjects answered by the springs service.
export const SPRINGS_RPC = {
  // GetSpringRequest -> GetSpringResponse (binary protobuf); `spring` is unset for an unknown id.
  getSpring: 'springs.rpc.get-spring',
  findNearRoute: 'springs.rpc.find-near-route',
  searchPlaces: 'springs.rpc.search-places',
} as const;
