import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileRoutePattern } from '../plugin/dist/lib/route-pattern';

test('a route pattern matches paths the way Express routes them', () => {
  const favorite = compileRoutePattern('/api/springs/:id/favorite');
  assert.ok(favorite('/api/springs/12/favorite'));
  assert.ok(favorite('/API/Springs/12/Favorite/'));
  assert.ok(!favorite('/api/springs/12/favorites'));
  assert.ok(!favorite('/api/springs/favorite'));
  assert.ok(!favorite('/api/springs/1/2/favorite'));

  const auth = compileRoutePattern('/api/auth/*');
  assert.ok(auth('/api/auth/login'));
  assert.ok(auth('/api/auth/a/b'));
  assert.ok(!auth('/api/authx/login'));

  const dotted = compileRoutePattern('/api/v1.0/x');
  assert.ok(!dotted('/api/v1x0/x'), 'literal characters are not regular-expression syntax');
});
