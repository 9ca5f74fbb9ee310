/** What the create form collects. */
export interface PostInput {
  title: string;
  content: string;
  image: File | null;
  /** The spring the post is about, if any. */
  springId: number | null;
}

/** POST /api/community/posts takes a multipart form: title, content, postImage, spring_id. */
export function postBody({ title, content, image, springId }: PostInput): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  if (springId !== null) form.append('spring_id', String(springId));
  if (image) form.append('postImage', image);
  return form;
}
