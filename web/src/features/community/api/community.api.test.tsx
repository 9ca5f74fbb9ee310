import { waitFor } from '@testing-library/react';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { aPost } from '../components/community-fixtures.test-data';
import { communityApi } from './community.api';

const POST = '/api/community/posts/5';

describe('votePost', () => {
  it('is not undone by a read of the post asked for before the vote', async () => {
    const before = aPost({ id: '5', vote_score: 3, user_vote: 0 });
    const after = aPost({ id: '5', vote_score: 4, user_vote: 1 });
    let stored = before;
    let releaseStaleRead: (() => void) | undefined;
    let reads = 0;
    handleApi(({ method, path }) => {
      if (method === 'POST') {
        stored = after;
        return [200, { vote_score: 4, user_vote: 1 }];
      }
      if (path !== POST) return undefined;
      reads += 1;
      // The second read (the member's, after hydration) is asked for before the vote and
      // answered after it, with the post as it was when it was asked for.
      if (reads === 2)
        return new Promise((resolve) => (releaseStaleRead = () => resolve([200, before])));
      return [200, stored];
    });
    const { store } = await renderElement(<p />, { auth: TEST_USER });
    const shown = () => communityApi.endpoints.getPost.select('5')(store.getState()).data;
    const subscription = store.dispatch(communityApi.endpoints.getPost.initiate('5'));
    await waitFor(() => expect(shown()?.vote_score).toBe(3));

    store.dispatch(communityApi.util.invalidateTags([{ type: 'Post', id: '5' }]));
    await waitFor(() => expect(releaseStaleRead).toBeDefined());
    await store.dispatch(communityApi.endpoints.votePost.initiate({ id: '5', vote: 1 }));
    expect(shown()).toMatchObject({ vote_score: 4, user_vote: 1 });

    releaseStaleRead?.();
    await waitFor(() => expect(reads).toBe(3));
    await waitFor(() => expect(shown()).toMatchObject({ vote_score: 4, user_vote: 1 }));
    subscription.unsubscribe();
  });
});
