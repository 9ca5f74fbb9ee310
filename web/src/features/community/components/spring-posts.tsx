import { Link } from 'react-router-dom';
import { Panel, PanelNote } from '../../../components/panel';
import { TimeAgo } from '../../../lib/time-ago';
import { useGetPostsQuery } from '../api/community.api';
import { countText } from '../../../lib/count-text';
import styles from './spring-posts.module.css';

const LATEST = 5;

/** The latest community posts about one spring, for its page, and a way to start one. */
export function SpringPosts({ springId }: { springId: number }) {
  const { data, error, isLoading } = useGetPostsQuery({
    sort: 'new',
    page: 1,
    limit: LATEST,
    springId,
  });
  const posts = data?.posts ?? [];

  return (
    <Panel
      title="Community Posts"
      headingId="spring-posts-heading"
      action={
        <Link to={`/community?spring=${springId}`} className={styles.start}>
          Start a discussion
        </Link>
      }
    >
      {isLoading && <PanelNote>Loading posts...</PanelNote>}
      {error && <PanelNote>Could not load community posts.</PanelNote>}
      {data && posts.length === 0 && (
        <PanelNote>No one has posted about this spring yet.</PanelNote>
      )}
      {posts.length > 0 && (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={styles.item}>
              <Link to={`/community/posts/${post.id}`} className={styles.title}>
                {post.title}
              </Link>
              <span className={styles.meta}>
                <TimeAgo iso={post.created_at} /> by {post.author_username}
                <span aria-hidden="true"> · </span>
                {countText(post.comment_count, 'Comment')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
