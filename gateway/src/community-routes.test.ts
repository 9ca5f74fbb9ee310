import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { sessionCookie } from './testing/session-cookie';
import { SeenRequest } from './testing/upstream-server';

const gateway = useGateway({ community: ['COMMUNITY_URL'], reviews: ['REVIEWS_URL'] });

const member = { id: '42', username: 'river_soaker' };

test('the forum is read by anyone, with the reader identified when signed in', async () => {
  const { cookie } = sessionCookie(member);
  for (const path of [
    '/api/community/posts?sort=hot&limit=5',
    '/api/community/posts/12',
    '/api/community/posts/12/comments?sort=best',
  ]) {
    const visitor = await call(`${gateway.url}${path}`);
    const seen = visitor.json<SeenRequest>();
    assert.deepEqual([visitor.status, seen.service, seen.url], [200, 'community', path]);
    assert.equal(seen.headers['x-user-id'], undefined);
    const signedIn = (
      await call(`${gateway.url}${path}`, { headers: { cookie } })
    ).json<SeenRequest>();
    assert.deepEqual(
      [signedIn.headers['x-user-id'], signedIn.headers['x-username']],
      [member.id, member.username],
    );
  }
});

test("post images are the community service's; other uploads stay with reviews", async () => {
  const image = await call(`${gateway.url}/uploads/community/0123456789abcdef0123456789abcdef.jpg`);
  assert.equal(image.json<SeenRequest>().service, 'community');
  const photo = await call(`${gateway.url}/uploads/reviews/0123456789abcdef0123456789abcdef.jpg`);
  assert.equal(photo.json<SeenRequest>().service, 'reviews');
});
