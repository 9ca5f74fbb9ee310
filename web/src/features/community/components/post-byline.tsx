import type { PostJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { TimeAgo } from '../../../lib/time-ago';
import { displayName } from '../../springs';
import styles from './post-byline.module.css';

/**
 * 'Submitted {time ago} by {author}', '(edited)' once the post has been changed, and the spring
 * it is about.
 */
export function PostByline({ post }: { post: PostJson }) {
  return (
    <p className={styles.byline}>
      Submitted <TimeAgo iso={post.created_at} /> by{' '}
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
