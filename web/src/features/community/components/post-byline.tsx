import type { PostJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { timeAgo } from '../../../lib/relative-time';
import { displayName } from '../../springs';
import styles from './post-byline.module.css';

/**
 * 'Submitted {time ago} by {author}', '(edited)' once the post has been changed, and the spring
 * it is about.
 */
export function PostByline({ post }: { post: PostJson }) {
  return (
    <p className={styles.byline}>
      Submitted{' '}
      <time dateTime={post.created_at} suppressHydrationWarning>
        {timeAgo(post.created_at)}
      </time>{' '}
      by{' '}
      <Link to={`/profile/${encodeURIComponent(post.author_username)}`}>
        {post.author_username}
      </Link>
      {post.updated_at !== post.created_at && <span className={styles.edited}> (edited)</span>}
      {post.spring_id !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            about <Link to={`/springs/${post.spring_id}`}>{displayName(post.spring_name)}</Link>
          </span>
        </>
      )}
    </p>
  );
}
