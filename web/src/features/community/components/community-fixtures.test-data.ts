import type { CommentJson, PostJson } from '@hotsprings/contracts';

const CREATED = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();

export function aPost(overrides: Partial<PostJson> = {}): PostJson {
  return {
    id: '5',
    user_id: '3',
    author_username: 'hot tub',
    title: 'Best soak near Boise?',
    content: 'Looking for a **quiet** pool.',
    image_url: null,
    spring_id: null,
    spring_name: null,
    vote_score: 4,
    user_vote: 0,
    comment_count: 2,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  };
}

export function aComment(overrides: Partial<CommentJson> = {}): CommentJson {
  return {
    id: '11',
    post_id: '5',
    user_id: '3',
    parent_comment_id: null,
    content: 'Try Kirkham.',
    author_username: 'hot tub',
    created_at: CREATED,
    updated_at: CREATED,
    is_deleted: false,
    vote_score: 1,
    user_vote: 0,
    depth: 0,
    ...overrides,
  };
}
