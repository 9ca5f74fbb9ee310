import { notFoundTitle, postTitle, SITE_NAME } from '@hotsprings/contracts/page-heads';
import { Link, useParams } from 'react-router-dom';
import { ProblemNotice } from '../../../components/problem-notice';
import { errorCode, errorMessage, errorStatus } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useGetPostQuery } from '../api/community.api';
import { CommentsSection } from '../components/comments-section';
import { PostView } from '../components/post-view';
import styles from './post-detail-page.module.css';

/** A post that fails to load: the server's error, else 'Failed to load post: {status}'. */
function loadFailure(error: Parameters<typeof errorStatus>[0]): string {
  return errorMessage(error, `Failed to load post: ${errorStatus(error) ?? 'no response'}`);
}

/** A post and its comments (/community/posts/{postId}). */
export function PostDetailPage() {
  const { postId = '' } = useParams();
  const { data: post, error, isLoading } = useGetPostQuery(postId);
  const missing = errorCode(error) === 'not_found';
  useDocumentMeta(
    post
      ? postTitle(post.title)
      : error
        ? missing
          ? notFoundTitle('/community/posts/:postId')
          : `Error - ${SITE_NAME}`
        : undefined,
  );

  if (isLoading) {
    return (
      <p className={styles.status} role="status">
        Loading post...
      </p>
    );
  }
  if (error || !post) {
    return (
      <ProblemNotice
        icon="!"
        message={missing ? 'Post not found.' : `Error: ${loadFailure(error)}`}
        hint={
          missing
            ? 'It may have been deleted, or the address may be mistyped.'
            : 'Please try again in a moment.'
        }
        link={{ to: '/community', label: 'Back to the Community Feed' }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <Link to="/community">Community Feed</Link>
      </nav>
      <PostView post={post} />
      <CommentsSection post={post} />
    </div>
  );
}
