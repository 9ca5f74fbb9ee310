import type { PostJson } from '@hotsprings/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { voteRefusal } from '../../../components/vote-arrows';
import { useDeletePostMutation } from '../api/community.api';
import { usePostVote } from '../hooks/use-post-vote';
import { isAuthor } from '../utils/is-author';
import { MarkdownContent } from '../../../components/markdown-content';
import { PostByline } from './post-byline';
import { PostEditForm } from './post-edit-form';
import { VoteControl } from './vote-control';
import styles from './post-view.module.css';

/**
 * A post on its own page: the vote column, title, byline, image and markdown, and for
 * its author 'Edit Post' and 'Delete Post'.
 */
export function PostView({ post }: { post: PostJson }) {
  const auth = useAuth();
  const mine = isAuthor(auth.user, post);
  const vote = usePostVote(post, 'page');
  const [editing, setEditing] = useState(false);
  const [remove, { isLoading: deleting }] = useDeletePostMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const deletePost = async () => {
    if (!window.confirm('Are you sure you want to delete this post? This action cannot be undone.'))
      return;
    try {
      await remove(post.id).unwrap();
      navigate('/community');
    } catch (err) {
      toast(`Delete failed: ${errorMessage(err as never, 'Please try again.')}`, 'error');
    }
  };

  return (
    <article className={styles.post} aria-labelledby="post-title">
      <VoteControl
        score={post.vote_score}
        userVote={post.user_vote}
        subject="this post"
        onVote={vote}
        disabledReason={mine ? voteRefusal('author', 'post') : undefined}
        direction="column"
      />
      <div className={styles.body}>
        {editing ? (
          <>
            <h1 id="post-title" className="visually-hidden">
              {post.title}
            </h1>
            <PostEditForm post={post} onClose={() => setEditing(false)} />
          </>
        ) : (
          <>
            <h1 id="post-title" className={styles.title}>
              {post.title}
            </h1>
            <PostByline post={post} />
            {post.image_url && (
              <img
                src={post.image_url}
                alt={`Image posted by ${post.author_username}`}
                className={styles.image}
              />
            )}
            <MarkdownContent>{post.content}</MarkdownContent>
          </>
        )}
        {mine && !editing && (
          <div className={styles.actions}>
            <Button secondary onClick={() => setEditing(true)}>
              Edit Post
            </Button>
            <Button danger onClick={deletePost} disabled={deleting}>
              Delete Post
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
