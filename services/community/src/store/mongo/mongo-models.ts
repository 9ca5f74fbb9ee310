import { type Connection, type InferSchemaType, Schema } from 'mongoose';

// The forum in MongoDB. Ids are whole numbers from `counters` (as PostgreSQL's sequences), so
// they travel as the same int64 strings whichever store serves them; user ids are kept as those
// strings.

const posts = new Schema(
  {
    _id: Number,
    user_id: { type: String, required: true },
    author_username: { type: String, required: true },
    title: { type: String, required: true },
    content: { type: String, required: true },
    image_url: { type: String, default: null },
    spring_id: { type: Number, default: null },
    vote_score: { type: Number, default: 0 },
    hot_rank: { type: Number, required: true },
    comment_count: { type: Number, default: 0 },
    // Written by each new comment in its transaction: MongoDB's transactions conflict only on
    // writes, so this is what makes a comment and a deletion of its post exclude each other.
    last_comment_id: { type: Number, default: null },
    version: { type: Number, default: 1 },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false },
);
posts.index({ vote_score: -1, _id: -1 });
posts.index({ hot_rank: -1, _id: -1 });
posts.index(
  { spring_id: 1, _id: -1 },
  { partialFilterExpression: { spring_id: { $type: 'number' } } },
);

// path: the ids from the top-level comment down to this one, each zero-padded to 19 digits and
// joined by dots, so that sorting by (post_id, path) reads a thread depth first, siblings by id.
const comments = new Schema(
  {
    _id: Number,
    post_id: { type: Number, required: true },
    parent_comment_id: { type: Number, default: null },
    path: { type: String, required: true },
    depth: { type: Number, required: true },
    user_id: { type: String, required: true },
    author_username: { type: String, required: true },
    content: { type: String, default: '' },
    is_deleted: { type: Boolean, default: false },
    up_votes: { type: Number, default: 0 },
    down_votes: { type: Number, default: 0 },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false },
);
comments.index({ post_id: 1, path: 1 });

const postVotes = new Schema(
  {
    post_id: { type: Number, required: true },
    user_id: { type: String, required: true },
    vote: { type: Number, required: true },
  },
  { versionKey: false },
);
postVotes.index({ post_id: 1, user_id: 1 }, { unique: true });

const commentVotes = new Schema(
  {
    comment_id: { type: Number, required: true },
    // The comment's post, so that deleting a post deletes its comments' votes in one statement.
    post_id: { type: Number, required: true },
    user_id: { type: String, required: true },
    vote: { type: Number, required: true },
  },
  { versionKey: false },
);
commentVotes.index({ comment_id: 1, user_id: 1 }, { unique: true });
commentVotes.index({ post_id: 1, user_id: 1 });

const springs = new Schema(
  { _id: Number, name: { type: String, default: null }, version: { type: Number, required: true } },
  { versionKey: false },
);

// One entry per comment the count consumer has heard of (see PgCommentCounts).
const countedComments = new Schema(
  {
    _id: Number,
    post_id: { type: Number, required: true },
    deleted: { type: Boolean, required: true },
  },
  { versionKey: false },
);

const counters = new Schema(
  { _id: String, seq: { type: Number, required: true } },
  { versionKey: false },
);

// The outbox: written in the change's transaction, relayed in _id order (ObjectIds grow with
// time). claimed_until keeps another replica's relay off events being published.
const outbox = new Schema(
  {
    event_id: { type: String, required: true, unique: true },
    subject: { type: String, required: true },
    payload: { type: Buffer, required: true },
    created_at: { type: Date, required: true },
    published_at: { type: Date, default: null },
    claimed_until: { type: Date, default: null },
  },
  { versionKey: false },
);
outbox.index({ published_at: 1, _id: 1 });

export type PostDoc = InferSchemaType<typeof posts> & { _id: number };
export type CommentDoc = InferSchemaType<typeof comments> & { _id: number };

/** The models of the forum's collections on one connection. */
export function communityModels(connection: Connection) {
  return {
    posts: connection.model('Post', posts, 'posts'),
    comments: connection.model('Comment', comments, 'comments'),
    postVotes: connection.model('PostVote', postVotes, 'post_votes'),
    commentVotes: connection.model('CommentVote', commentVotes, 'comment_votes'),
    springs: connection.model('Spring', springs, 'springs'),
    countedComments: connection.model('CountedComment', countedComments, 'counted_comments'),
    counters: connection.model('Counter', counters, 'counters'),
    outbox: connection.model('OutboxEvent', outbox, 'outbox'),
  };
}

export type CommunityModels = ReturnType<typeof communityModels>;
