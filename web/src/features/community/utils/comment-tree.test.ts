import type { CommentJson } from '@hotsprings/contracts';
import { buildCommentTree } from './comment-tree';
import type { CommentNode } from './comment-tree';

function comment(id: string, parent: string | null): CommentJson {
  return {
    id,
    post_id: '1',
    user_id: '7',
    parent_comment_id: parent,
    content: `comment ${id}`,
    author_username: 'river rat',
    created_at: '2025-06-01T12:00:00.000Z',
    updated_at: '2025-06-01T12:00:00.000Z',
    is_deleted: false,
    vote_score: 0,
    user_vote: 0,
    depth: 0,
  };
}

/** The tree as nested ids, e.g. ['1', ['2', ['3']]]. */
const shape = (nodes: CommentNode[]): unknown[] =>
  nodes.map((n) => (n.replies.length ? [n.comment.id, shape(n.replies)] : n.comment.id));

describe('buildCommentTree', () => {
  it('nests replies under their parents, keeping the order the thread arrives in', () => {
    const tree = buildCommentTree([
      comment('1', null),
      comment('4', '1'),
      comment('6', '4'),
      comment('2', '1'),
      comment('3', null),
      comment('5', '3'),
    ]);
    expect(shape(tree)).toEqual([
      ['1', [['4', ['6']], '2']],
      ['3', ['5']],
    ]);
  });

  it('keeps a reply whose parent is missing, at the top level', () => {
    expect(shape(buildCommentTree([comment('1', null), comment('2', '99')]))).toEqual(['1', '2']);
  });

  it('builds nothing from no comments', () => {
    expect(buildCommentTree([])).toEqual([]);
  });
});
