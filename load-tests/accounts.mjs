// What the load runs need before they start, through the gateway as a browser would: signed-in
// members, and a review or a forum post of each to vote on.
import { randomBytes } from 'node:crypto';
import { username } from './scenarios/plan.js';

/** A JSON call to the gateway; throws with the answer when it is not a success. */
export async function call(baseUrl, path, { method = 'GET', cookie, body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { res, data: text ? JSON.parse(text) : undefined };
}

/** Registers `count` new members; each comes back with its session cookie. */
export async function registerUsers(baseUrl, count, password) {
  const run = randomBytes(3).toString('hex');
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const name = username(run, i);
    const { res, data } = await call(baseUrl, '/api/auth/register', {
      method: 'POST',
      body: { username: name, email: `${name}@example.com`, password },
    });
    const cookie = res.headers.get('set-cookie').split(';')[0];
    users.push({ id: String(data.user.id), username: name, cookie });
  }
  return users;
}

/** One item per user, written by that user through `path` with `bodyOf(i)`; their ids. */
export function writeOnePerUser(baseUrl, users, path, bodyOf) {
  return Promise.all(
    users.map((user, i) =>
      call(baseUrl, path, { method: 'POST', cookie: user.cookie, body: bodyOf(i) }).then(
        ({ data }) => data.id,
      ),
    ),
  );
}
