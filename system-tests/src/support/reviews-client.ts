import type { RatingCategory } from '@hotsprings/contracts';
import { httpCall, HttpCallResult } from '@hotsprings/service-kit/testing';
import sharp from 'sharp';

/** What a user writes: the overall rating, some category ratings, tags and maybe a photo. */
export interface ReviewInput {
  rating: number;
  categories?: Partial<Record<RatingCategory, number>>;
  tags?: string[];
  image?: Buffer;
}

/** The headers the gateway sets for a signed-in user. */
export function as(user: number): Record<string, string> {
  return { 'x-user-id': String(user), 'x-username': `user${user}` };
}

/** A small real PNG, different per seed, so each photo is its own file. */
export function pngImage(seed: number): Promise<Buffer> {
  const background = { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 };
  return sharp({ create: { width: 4, height: 4, channels: 3, background } })
    .png()
    .toBuffer();
}

function fields(input: ReviewInput): Record<string, unknown> {
  const categories = Object.entries(input.categories ?? {}).map(([k, v]) => [`${k}_rating`, v]);
  return { rating: input.rating, ...Object.fromEntries(categories), tags: input.tags ?? [] };
}

/** JSON, or the multipart form the web app sends when there is a photo. */
async function write(
  base: string,
  method: 'POST' | 'PUT',
  path: string,
  user: number,
  input: ReviewInput,
): Promise<HttpCallResult> {
  if (!input.image) return httpCall(base, method, path, { headers: as(user), body: fields(input) });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields(input)))
    form.set(name, typeof value === 'number' ? String(value) : JSON.stringify(value));
  form.set('reviewImage', new Blob([input.image], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${base}${path}`, { method, headers: as(user), body: form });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

export const postReview = (base: string, springId: number, user: number, input: ReviewInput) =>
  write(base, 'POST', `/api/springs/${springId}/reviews`, user, input);

export const editReview = (base: string, reviewId: string, user: number, input: ReviewInput) =>
  write(base, 'PUT', `/api/reviews/${reviewId}`, user, input);

export const deleteReview = (base: string, reviewId: string, user: number) =>
  httpCall(base, 'DELETE', `/api/reviews/${reviewId}`, { headers: as(user) });

export const vote = (base: string, reviewId: string, user: number, value: 1 | -1 | 0) =>
  httpCall(base, 'POST', `/api/reviews/${reviewId}/vote`, {
    headers: as(user),
    body: { vote: value },
  });
