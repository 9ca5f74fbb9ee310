import { MAX_COMMENT_DEPTH } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { voteRefusal } from '../../../components/vote-arrows';
import { TimeAgo } from '../../../lib/time-ago';
import { useCommentActions } from '../hooks/use-comment-actions';
import type { CommentNode } from '../utils/comment-tree';
import { isAuthor } from '../utils/is-author';
import { CommentForm } from './comment-form';
import { MarkdownContent } from '../../../components/markdown-content';
import { VoteControl } from './vote-control';
import styles from './comment-item.module.css';

/** Reply and edit are never open together. */
type Mode = 'view' | 'reply' | 'edit';

/** One comment of the thread with its replies beneath it, indented and edged on the left. */
export function CommentItem({ node }: { node: CommentNode }) {
  const { comment, replies } = node;
  const auth = useAuth();
  const actions = useCommentActions(comment);
  const [mode, setMode] = useState<Mode>('view');
  const mine = isAuthor(auth.user, comment);
  const signedIn = auth.status === 'signedIn';
  const edited = comment.updated_at !== comment.created_at;
  const profile = `/profile/${encodeURIComponent(comment.author_username)}`;

  const saveEdit = async (content: string) => {
    // Saving the text as it was just closes the form.
    if (content !== comment.content) await actions.edit(content);
    setMode('view');
  };

  return (
    <li className={styles.item}>
      {comment.is_deleted ? (
        <p className={styles.deleted}>
          Comment deleted <TimeAgo iso={comment.updated_at} />
        </p>
      ) : (
        <article className={styles.comment} aria-label={`Comment by ${comment.author_username}`}>
          <header className={styles.header}>
            <Link to={profile} className={styles.author}>
              {comment.author_username}
            </Link>
            <TimeAgo iso={comment.created_at} className={styles.time} />
            {edited && <span className={styles.edited}>(edited)</span>}
          </header>

          {mode === 'edit' ? (
            <CommentForm
              label="Edit comment"
              submitLabel="Save"
              initial={comment.content}
              emptyText="Comment cannot be empty."
              onSubmit={saveEdit}
              onCancel={() => setMode('view')}
            />
          ) : (
            <MarkdownContent>{comment.content}</MarkdownContent>
          )}

          <footer className={styles.footer}>
            <VoteControl
              score={comment.vote_score}
              userVote={comment.user_vote}
              subject={`comment by ${comment.author_username}`}
              onVote={actions.vote}
              disabledReason={voteRefusal(
                !signedIn ? 'visitor' : mine ? 'author' : 'member',
                'comment',
              )}
              direction="row"
            />
            {signedIn && mode === 'view' && (
              <div className={styles.actions}>
                {comment.depth < MAX_COMMENT_DEPTH && (
                  <button type="button" onClick={() => setMode('reply')}>
                    Reply
                  </button>
                )}
                {mine && (
                  <>
                    <button type="button" onClick={() => setMode('edit')}>
                      Edit
                    </button>
                    <button type="button" className={styles.danger} onClick={actions.remove}>
                      Delete
                    </button>
                  </>
                )}
              </div>
            )}
          </footer>

          {mode === 'reply' && (
            <CommentForm
              label={`Reply to ${comment.author_username}`}
              submitLabel="Post Reply"
              emptyText="Reply cannot be empty."
              onSubmit={async (content) => {
                await actions.reply(content);
                setMode('view');
              }}
              onCancel={() => setMode('view')}
            />
          )}
        </article>
      )}

      {replies.length > 0 && (
        <ul
          className={styles.replies}
          aria-label={
            comment.is_deleted
              ? 'Replies to a deleted comment'
              : `Replies to ${comment.author_username}`
          }
        >
          {replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} />
          ))}
        </ul>
      )}
    </li>
  );
}
