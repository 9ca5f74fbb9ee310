import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import type { TestUser } from './support/accounts';
import { waitForNetworkSettled } from './support/network';
import { solidPng } from './support/png';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// A Nevada spring that only this file writes about.
const SPRING = { id: 937, name: 'Bog Hot Springs' };

/** A member's page, signed in. */
async function memberPage(prefix: string): Promise<{ page: Page; user: TestUser }> {
  const user = newUser(prefix);
  const page = await browser.newPage();
  await registerByApi(page, user);
  return { page, user };
}

/** Writes a post through the API, as the form would, and gives its id. */
async function postByApi(page: Page, title: string, content: string): Promise<string> {
  const res = await page.request.post('/api/community/posts', { multipart: { title, content } });
  assert.equal(res.status(), 201, await res.text());
  return (await res.json()).id;
}

/** The comment whose text is `text`, as its article. */
function commentWith(page: Page, text: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();
}

/** The score a vote group shows, as a screen reader reads it. */
function score(group: Locator, value: number): Locator {
  return group.getByText(`Score ${value}`, { exact: true });
}

/** The post as the service answers it now. */
async function fetchPost(page: Page, path: string) {
  const res = await page.request.get(`/api${path}`);
  assert.equal(res.status(), 200, await res.text());
  return res.json();
}

/** Answers the next confirmation dialog, checking its words. */
function confirmNext(page: Page, message: string) {
  page.once('dialog', async (dialog) => {
    assert.equal(dialog.type(), 'confirm');
    assert.equal(dialog.message(), message);
    await dialog.accept();
  });
}

test('a post with an image is written, commented on, replied to, voted on, edited and deleted', async () => {
  const { page, user: author } = await memberPage('poster');

  // Started from the spring's page, the post is about that spring.
  await page.goto(`/springs/${SPRING.id}`);
  await page.getByRole('heading', { level: 1, name: SPRING.name }).waitFor();
  await page.getByRole('link', { name: 'Start a discussion' }).click();
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByText(`About ${SPRING.name}`).waitFor();
  await form.getByRole('button', { name: 'Create Post' }).click();
  await form.getByText('Title and content are required.').waitFor();
  await form.getByLabel('Title').fill('Dawn soak at Bog');
  await form
    .getByLabel('Content')
    .fill('The **upper pool** was perfect.\n\n- bring water\n- no glass');
  await form.getByLabel('Image (optional)').setInputFiles({
    name: 'pool.png',
    mimeType: 'image/png',
    buffer: solidPng(),
  });
  await form.getByRole('button', { name: 'Create Post' }).click();

  // The new post opens on its own page.
  await page.waitForURL(/\/community\/posts\/\d+$/);
  const postUrl = new URL(page.url()).pathname;
  const post = page.getByRole('article', { name: 'Dawn soak at Bog' });
  await post.getByRole('heading', { level: 1, name: 'Dawn soak at Bog' }).waitFor();
  assert.match(
    await post.getByText(/^Submitted/).innerText(),
    new RegExp(`^Submitted (just now|\\d+ seconds ago) by ${author.username}`),
  );
  assert.equal(await post.getByText('(edited)').count(), 0);
  // The author's own arrows do nothing, and say why.
  const ownArrow = page
    .getByRole('group', { name: 'Vote on this post' })
    .getByRole('button', { name: 'Upvote' });
  assert.ok(await ownArrow.isDisabled());
  assert.equal(await ownArrow.getAttribute('title'), 'You cannot vote on your own post.');
  assert.equal(await post.locator('strong').innerText(), 'upper pool');
  assert.equal(await post.getByRole('listitem').count(), 2);
  await post.getByRole('link', { name: SPRING.name }).waitFor();
  const image = post.locator('img').first();
  await eventually(async () =>
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)),
  );
  await page.getByRole('heading', { name: '0 Comments' }).waitFor();
  await page.getByText('No comments yet.').waitFor();

  // The author comments.
  const leave = page.getByRole('form', { name: 'Leave a Comment' });
  await leave.getByRole('button', { name: 'Post Comment' }).click();
  await leave.getByText('Comment cannot be empty.').waitFor();
  await leave.getByLabel('Leave a Comment').fill('Road was dry, 2WD was fine.');
  await leave.getByRole('button', { name: 'Post Comment' }).click();
  const first = commentWith(page, 'Road was dry, 2WD was fine.');
  await first.waitFor();
  await page.getByRole('heading', { name: '1 Comment' }).waitFor();

  // Another member replies to it, then replies to the reply: each level 20 px further in.
  const { page: other, user: replier } = await memberPage('replier');
  await other.goto(postUrl);
  const theirFirst = commentWith(other, 'Road was dry, 2WD was fine.');
  await theirFirst.getByRole('button', { name: 'Reply' }).click();
  const reply = theirFirst.getByRole('form', { name: `Reply to ${author.username}` });
  assert.equal(await theirFirst.getByRole('button', { name: 'Edit' }).count(), 0);
  await reply
    .getByRole('textbox', { name: `Reply to ${author.username}` })
    .fill('Thanks, heading there Saturday.');
  await reply.getByRole('button', { name: 'Post Reply' }).click();
  const second = commentWith(other, 'Thanks, heading there Saturday.');
  await second.waitFor();
  await second.getByRole('button', { name: 'Reply' }).click();
  await second.getByRole('textbox', { name: `Reply to ${replier.username}` }).fill('Have fun!');
  await second.getByRole('button', { name: 'Post Reply' }).click();
  const third = commentWith(other, 'Have fun!');
  await third.waitFor();
  const replies = other.getByRole('list', { name: `Replies to ${author.username}` });
  await replies.getByText('Thanks, heading there Saturday.').waitFor();
  await replies
    .getByRole('list', { name: `Replies to ${replier.username}` })
    .getByText('Have fun!')
    .waitFor();
  // Each level sits 20 px further in, edged on the left.
  const left = async (locator: Locator) => (await locator.boundingBox())!.x;
  assert.equal((await left(second)) - (await left(theirFirst)), 20);
  assert.equal((await left(third)) - (await left(second)), 20);
  const edge = await replies.evaluate((list) => getComputedStyle(list).borderLeftStyle);
  assert.equal(edge, 'solid');
  await other.screenshot({ path: '/tmp/e2e-community-thread.png', fullPage: true });

  // The replier votes the post up and the first comment down; the scores hold after a reload.
  const postVotes = other.getByRole('group', { name: 'Vote on this post' });
  await postVotes.getByRole('button', { name: 'Upvote' }).click();
  await score(postVotes, 1).waitFor();
  const commentVotes = theirFirst.getByRole('group', {
    name: `Vote on comment by ${author.username}`,
  });
  await commentVotes.getByRole('button', { name: 'Downvote' }).click();
  await score(commentVotes, -1).waitFor();
  await waitForNetworkSettled(other);
  await other.reload();
  await score(postVotes, 1).waitFor();
  // The page comes rendered for a visitor; the member's own vote is read once they are known.
  await postVotes.getByRole('button', { name: 'Upvote', pressed: true }).waitFor();
  await score(commentVotes, -1).waitFor();
  // Pressing the same arrow again clears the vote.
  await postVotes.getByRole('button', { name: 'Upvote' }).click();
  await score(postVotes, 0).waitFor();
  assert.equal(await other.getByRole('button', { name: 'Edit Post' }).count(), 0);

  // The author edits the post and the comment, once the count kept from comment events has
  // caught up with the three comments.
  await eventually(async () => assert.equal((await fetchPost(page, postUrl)).comment_count, 3));
  await eventually(async () => {
    await page.reload();
    await page.getByRole('heading', { name: '3 Comments' }).waitFor({ timeout: 5_000 });
  }, 20_000);
  await post.getByRole('button', { name: 'Edit Post' }).click();
  const edit = page.getByRole('form', { name: 'Edit post' });
  await edit.getByLabel('Title').fill('Dawn soak at Bog, upper pool');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const edited = page.getByRole('article', { name: 'Dawn soak at Bog, upper pool' });
  await edited.getByText('(edited)').waitFor();
  await first.getByRole('button', { name: 'Edit' }).click();
  const editComment = page.getByRole('form', { name: 'Edit comment' });
  await editComment.getByRole('textbox').fill('Road was dry; 2WD was fine.');
  await editComment.getByRole('button', { name: 'Save' }).click();
  const firstEdited = commentWith(page, 'Road was dry; 2WD was fine.');
  await firstEdited.getByText('(edited)').waitFor();

  // The author deletes the comment: its replies keep their place.
  confirmNext(page, 'Are you sure you want to delete this comment?');
  await firstEdited.getByRole('button', { name: 'Delete' }).click();
  await page.getByText(/^Comment deleted (just now|\d+ seconds ago)$/).waitFor();
  await page.getByText('Thanks, heading there Saturday.').waitFor();
  await page.getByRole('heading', { name: '2 Comments' }).waitFor();

  // The spring's page lists the post, and the feed shows it with its count.
  await page.goto(`/springs/${SPRING.id}`);
  await page
    .getByRole('region', { name: 'Community Posts' })
    .getByRole('link', { name: 'Dawn soak at Bog, upper pool' })
    .waitFor();
  await eventually(async () => assert.equal((await fetchPost(page, postUrl)).comment_count, 2));
  await page.goto('/community');
  const listed = page.getByRole('article', { name: 'Dawn soak at Bog, upper pool' });
  await listed.getByText('2 Comments').waitFor();
  await page.screenshot({ path: '/tmp/e2e-community-feed.png', fullPage: true });

  // Deleting the post goes back to the feed, which no longer lists it.
  await page.goto(postUrl);
  confirmNext(page, 'Are you sure you want to delete this post? This action cannot be undone.');
  await page.getByRole('button', { name: 'Delete Post' }).click();
  await page.waitForURL(/\/community$/);
  await page.getByRole('heading', { level: 1, name: 'Community Feed' }).waitFor();
  await waitForNetworkSettled(page);
  assert.equal(await listed.count(), 0);
  await page.goto(postUrl);
  await page.getByText('Post not found.', { exact: true }).waitFor();
});

test('a visitor reads a post, is asked to log in to take part, and comes back to it after signing in', async () => {
  const { page: author, user } = await memberPage('host');
  const id = await postByApi(author, 'Which springs are open in winter?', 'Asking for January.');
  const commented = await author.request.post(`/api/community/posts/${id}/comments`, {
    data: { content: 'Most roadside ones stay open.', parentCommentId: null },
  });
  assert.equal(commented.status(), 201, await commented.text());

  const visitor = await browser.newPage();
  await visitor.goto(`/community/posts/${id}`);
  await visitor
    .getByRole('heading', { level: 1, name: 'Which springs are open in winter?' })
    .waitFor();
  const comment = commentWith(visitor, 'Most roadside ones stay open.');
  await comment.waitFor();
  assert.ok(await comment.getByRole('button', { name: 'Upvote' }).isDisabled());
  assert.ok(await comment.getByRole('button', { name: 'Downvote' }).isDisabled());
  assert.equal(await visitor.getByRole('button', { name: 'Reply' }).count(), 0);
  assert.equal(await visitor.getByRole('form', { name: 'Leave a Comment' }).count(), 0);
  await visitor.getByText('You must be logged in to comment.').waitFor();

  // A post's arrows say why they do nothing.
  await visitor
    .getByRole('group', { name: 'Vote on this post' })
    .getByRole('button', { name: 'Upvote' })
    .click();
  await visitor.getByText('You must be logged in to vote.').waitFor();

  await visitor.getByRole('link', { name: 'Log in' }).click();
  await visitor.waitForURL(/\/login$/);
  await visitor.getByLabel('Username').fill(user.username);
  await visitor.getByLabel('Password').fill(user.password);
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await visitor.waitForURL(new RegExp(`/community/posts/${id}$`));
  await visitor.getByRole('form', { name: 'Leave a Comment' }).waitFor();
  await commentWith(visitor, 'Most roadside ones stay open.')
    .getByRole('button', { name: 'Reply' })
    .waitFor();
});

test("a missing post says 'Post not found.'", async () => {
  const page = await browser.newPage();
  await page.goto('/community/posts/987654321');
  await page.getByRole('alert').getByText('Post not found.', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Back to the Community Feed' }).waitFor();
});

test('markdown keeps no dangerous address and runs nothing a post or comment carries', async () => {
  const { page } = await memberPage('mischief');
  // Each would open a dialog if it ran.
  const payload = [
    '[click me](javascript:alert(1))',
    '[entity](javascript&#58;alert(2))',
    '[data](data:text/html,<script>alert(3)</script>)',
    '![pic](javascript:alert(4))',
    '<img src=x onerror="alert(5)">',
    '<script>alert(6)</script>',
    '<a href="javascript:alert(7)">raw link</a>',
    '<svg onload="alert(8)"></svg>',
    '[fine](https://example.com/ok)',
  ].join('\n\n');
  const id = await postByApi(page, 'Markdown check', payload);
  const res = await page.request.post(`/api/community/posts/${id}/comments`, {
    data: { content: payload, parentCommentId: null },
  });
  assert.equal(res.status(), 201, await res.text());

  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto(`/community/posts/${id}`);
  const post = page.getByRole('article', { name: 'Markdown check' });
  await post.getByRole('link', { name: 'fine' }).waitFor();
  await page.getByRole('list', { name: 'Comments' }).getByRole('link', { name: 'fine' }).waitFor();

  // Every address in the page's content is a safe one or empty; no element carries a handler.
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith('on')) problems.push(`${element.localName} ${name}`);
        if ((name === 'href' || name === 'src') && value) {
          const { protocol } = new URL(value, location.href);
          if (!['http:', 'https:', 'mailto:', 'irc:', 'ircs:', 'xmpp:'].includes(protocol))
            problems.push(`${element.localName} ${name}=${value}`);
        }
      }
    }
    if (document.querySelector('main script, main iframe, main svg'))
      problems.push('a script, frame or svg inside the page');
    return problems;
  });
  assert.deepEqual(found, []);
  // Raw HTML is shown as the text it is.
  await post.getByText('<img src=x onerror="alert(5)">').waitFor();
  assert.equal(await post.getByRole('link', { name: 'click me' }).getAttribute('href'), '');

  // Following the emptied links (which reload this page) runs nothing either.
  await post.getByRole('link', { name: 'click me' }).click();
  await waitForNetworkSettled(page);
  await post.getByRole('link', { name: 'entity' }).click();
  await waitForNetworkSettled(page);
  await post.getByRole('link', { name: 'fine' }).waitFor();
  assert.equal(dialogs, 0);
});
