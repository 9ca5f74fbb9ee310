import type { PostJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { voteRefusal } from '../../../components/vote-arrows';
import { useAuth } from '../../../lib/auth';
import { isAuthor } from '../utils/is-author';
import { usePostVote } from '../hooks/use-post-vote';
import { countText } from '../../../lib/count-text';
import { PostByline } from './post-byline';
import { VoteControl } from './vote-control';
import styles from './post-list-item.module.css';

/** A post in the feed: its votes, title, byline, image and comment count, linking to the post. */
export function PostListItem({ post }: { post: PostJson }) {
  const vote = usePostVote(post, 'feed');
  const mine = isAuthor(useAuth().user, post);
  const href = `/community/posts/${post.id}`;
  return (
    <li className={styles.item}>
      <article className={styles.post} aria-labelledby={`post-${post.id}-title`}>
        <VoteControl
          score={post.vote_score}
          userVote={post.user_vote}
          subject={post.title}
          onVote={vote}
          disabledReason={mine ? voteRefusal('author', 'post') : undefined}
          direction="column"
        />
        <div className={styles.body}>
          <h2 id={`post-${post.id}-title`} className={styles.title}>
            <Link to={href} className={styles.titleLink}>
              {post.title}
            </Link>
          </h2>
          <PostByline post={post} />
          <Link to={href} className={styles.comments}>
            {countText(post.comment_count, 'Comment')}
          </Link>
        </div>
        {post.image_url && (
          <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
            <img src={post.image_url} alt="" loading="lazy" />
          </Link>
        )}
      </article>
    </li>
  );
}
