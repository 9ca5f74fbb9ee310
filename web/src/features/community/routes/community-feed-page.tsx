import type { PostSort } from '@hotsprings/contracts/limits';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { useAuth } from '../../../lib/auth';
import { displayName, useGetSpringQuery } from '../../springs';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useGetPostsQuery } from '../api/community.api';
import { LoginPrompt } from '../../../components/login-prompt';
import { PostCreateForm } from '../components/post-create-form';
import { PostListItem } from '../components/post-list-item';
import { feedOf } from '../utils/feed-address';
import { SIGNED_OUT } from '../utils/messages';
import styles from './community-feed-page.module.css';

const SORT_LABELS: Record<PostSort, string> = { new: 'New', hot: 'Hot', top: 'Top' };
const SORT_ORDER: PostSort[] = ['hot', 'top', 'new'];

/** The feed's address (feedOf), and the links and changes that move it. */
function useFeedAddress() {
  const [params, setParams] = useSearchParams();
  const { sort, page, springId } = feedOf(params);
  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : '/community';
  };
  const clearSpring = () =>
    setParams((current) => {
      current.delete('spring');
      return current;
    });
  return { sort, page, springId, href, clearSpring };
}

/** 'Community Feed': the posts in the chosen order, a page at a time, and a new post. */
export function CommunityFeedPage() {
  useDocumentMeta(
    PUBLIC_PAGE_HEADS['/community'].title,
    PUBLIC_PAGE_HEADS['/community'].description,
  );
  const { sort, page, springId, href, clearSpring } = useFeedAddress();
  const auth = useAuth();
  const { data, error, isFetching, isLoading } = useGetPostsQuery({ sort, page });
  const { data: spring } = useGetSpringQuery(springId ?? '', { skip: springId === null });

  return (
    <>
      <PageHeader eyebrow="Community" title="Community Feed">
        <p>Trip reports, questions and tips from fellow soakers.</p>
      </PageHeader>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <Panel title="Create a Post" headingId="create-post-heading">
            {auth.status === 'signedIn' && (
              <PostCreateForm
                spring={
                  spring && spring.id ? { id: spring.id, name: displayName(spring.name) } : null
                }
                onClearSpring={clearSpring}
              />
            )}
            {auth.status === 'signedOut' && <LoginPrompt message={SIGNED_OUT.post} />}
          </Panel>
        </aside>

        <section className={styles.feed} aria-labelledby="feed-heading">
          <div className={styles.toolbar}>
            <h2 id="feed-heading" className={styles.heading}>
              Posts
            </h2>
            <nav aria-label="Sort posts" className={styles.sorts}>
              {SORT_ORDER.map((option) => (
                <Link
                  key={option}
                  to={href({ sort: option === 'new' ? null : option, page: null })}
                  aria-current={option === sort ? 'page' : undefined}
                  className={styles.sort}
                >
                  {SORT_LABELS[option]}
                </Link>
              ))}
            </nav>
          </div>

          {isLoading && (
            <p className={styles.status} role="status">
              Loading posts...
            </p>
          )}
          {error && !isFetching && (
            <p className={styles.error} role="alert">
              Could not load community posts.
            </p>
          )}
          {data && data.posts.length === 0 && (
            <p className={styles.status}>
              {page === 1 ? 'No posts yet. Start the first discussion!' : 'No more posts.'}
            </p>
          )}
          {data && data.posts.length > 0 && (
            <ol className={styles.list} aria-busy={isFetching}>
              {data.posts.map((post) => (
                <PostListItem key={post.id} post={post} />
              ))}
            </ol>
          )}

          {(page > 1 || data?.next_cursor) && (
            <nav aria-label="Pages" className={styles.pages}>
              {page > 1 ? (
                <Link to={href({ page: page === 2 ? null : String(page - 1) })}>Previous page</Link>
              ) : (
                <span />
              )}
              <span className={styles.pageNumber}>Page {page}</span>
              {data?.next_cursor ? (
                <Link to={href({ page: String(page + 1) })}>Next page</Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      </div>
    </>
  );
}
