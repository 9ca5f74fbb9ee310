import type { PostJson } from '@hotsprings/contracts';
import { COMMENT_SORTS } from '@hotsprings/contracts/limits';
import type { CommentSort } from '@hotsprings/contracts/limits';
import { useMemo, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { useGetCommentsQuery } from '../api/community.api';
import { usePostComment } from '../hooks/use-comment-actions';
import { countText } from '../../../lib/count-text';
import { buildCommentTree } from '../utils/comment-tree';
import { SIGNED_OUT } from '../utils/messages';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { LoginPrompt } from '../../../components/login-prompt';
import styles from './comments-section.module.css';

const SORT_LABELS: Record<CommentSort, string> = { oldest: 'Oldest', best: 'Best' };

/**
 * The post's comments: 'N Comment(s)', the 'Leave a Comment' form or, for a visitor, a
 * prompt to log in that returns here, and the threaded list or 'No comments yet.'.
 */
export function CommentsSection({ post }: { post: PostJson }) {
  const auth = useAuth();
  const [sort, setSort] = useState<CommentSort>('oldest');
  const { data: comments = [], isLoading } = useGetCommentsQuery({ postId: post.id, sort });
  const tree = useMemo(() => buildCommentTree(comments), [comments]);
  const postComment = usePostComment(post.id);

  return (
    <section className={styles.section} aria-labelledby="comments-heading">
      <div className={styles.header}>
        <h2 id="comments-heading" className={styles.heading}>
          {countText(post.comment_count, 'Comment')}
        </h2>
        <label className={styles.sort}>
          Sort by{' '}
          <select value={sort} onChange={(event) => setSort(event.target.value as CommentSort)}>
            {COMMENT_SORTS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {auth.status === 'signedIn' && (
        <CommentForm
          label="Leave a Comment"
          submitLabel="Post Comment"
          emptyText="Comment cannot be empty."
          onSubmit={postComment}
          clearOnSave
        />
      )}
      {auth.status === 'signedOut' && <LoginPrompt message={SIGNED_OUT.comment} />}

      {isLoading && (
        <p className={styles.note} role="status">
          Loading comments...
        </p>
      )}
      {!isLoading && tree.length === 0 && <p className={styles.note}>No comments yet.</p>}
      {tree.length > 0 && (
        <ul className={styles.thread} aria-label="Comments">
          {tree.map((node) => (
            <CommentItem key={node.comment.id} node={node} />
          ))}
        </ul>
      )}
    </section>
  );
}
