import type { ClientSession, PipelineStage } from 'mongoose';
import type { CommentRecord, PostRecord } from '../records';
import type { CommentDoc, CommunityModels, PostDoc } from './mongo-models';

type WithViewer<T> = T & {
  spring?: Array<{ name: string | null }>;
  mine?: Array<{ vote: number }>;
};

/** The viewer's own vote on each document, joined from a votes collection. */
function viewerVote(from: string, field: string, viewerId: string | null): PipelineStage[] {
  if (viewerId === null) return [];
  return [
    {
      $lookup: {
        from,
        let: { id: '$_id' },
        pipeline: [
          {
            $match: {
              $expr: { $and: [{ $eq: [`$${field}`, '$$id'] }, { $eq: ['$user_id', viewerId] }] },
            },
          },
          { $project: { _id: 0, vote: 1 } },
        ],
        as: 'mine',
      },
    },
  ];
}

/** Posts matching `stages` (filter, order, page), with their spring's name and the viewer's vote. */
export async function readPosts(
  models: CommunityModels,
  stages: PipelineStage[],
  viewerId: string | null,
  session?: ClientSession,
): Promise<PostRecord[]> {
  const docs = await models.posts
    .aggregate<WithViewer<PostDoc>>([
      ...stages,
      { $lookup: { from: 'springs', localField: 'spring_id', foreignField: '_id', as: 'spring' } },
      ...viewerVote('post_votes', 'post_id', viewerId),
    ])
    .session(session ?? null);
  return docs.map(toPostRecord);
}

/** Comments matching `stages`, with the viewer's vote: one aggregation. */
export async function readComments(
  models: CommunityModels,
  stages: PipelineStage[],
  viewerId: string | null,
  session?: ClientSession,
): Promise<CommentRecord[]> {
  const docs = await models.comments
    .aggregate<WithViewer<CommentDoc>>([
      ...stages,
      ...viewerVote('comment_votes', 'comment_id', viewerId),
    ])
    .session(session ?? null);
  return docs.map(toCommentRecord);
}

function toPostRecord(doc: WithViewer<PostDoc>): PostRecord {
  return {
    id: String(doc._id),
    userId: doc.user_id,
    authorUsername: doc.author_username,
    title: doc.title,
    content: doc.content,
    imageUrl: doc.image_url ?? null,
    springId: doc.spring_id ?? null,
    springName: doc.spring?.[0]?.name ?? null,
    voteScore: doc.vote_score,
    hotRank: doc.hot_rank,
    userVote: doc.mine?.[0]?.vote ?? 0,
    commentCount: doc.comment_count,
    version: BigInt(doc.version),
    createdAt: doc.created_at,
    updatedAt: doc.updated_at,
  };
}

function toCommentRecord(doc: WithViewer<CommentDoc>): CommentRecord {
  return {
    id: String(doc._id),
    postId: String(doc.post_id),
    userId: doc.user_id,
    parentId:
      doc.parent_comment_id === null || doc.parent_comment_id === undefined
        ? null
        : String(doc.parent_comment_id),
    authorUsername: doc.author_username,
    content: doc.content,
    isDeleted: doc.is_deleted,
    upVotes: doc.up_votes,
    downVotes: doc.down_votes,
    userVote: doc.mine?.[0]?.vote ?? 0,
    depth: doc.depth,
    createdAt: doc.created_at,
    updatedAt: doc.updated_at,
  };
}
