import { z } from 'zod';

// The web app posts the button labels; the stored and returned form is the short one.
const CATEGORIES: Record<string, 'visited' | 'bucketlist'> = {
  'bucket list': 'bucketlist',
  bucketlist: 'bucketlist',
  visited: 'visited',
};

export const saveFavoriteBody = z.object(
  {
    category: z
      .string({ error: "must be 'Bucket List' or 'Visited'" })
      .transform((c) => CATEGORIES[c.trim().toLowerCase()])
      .pipe(z.enum(['visited', 'bucketlist'], { error: "must be 'Bucket List' or 'Visited'" })),
  },
  { error: 'A JSON body with a category is required.' },
);

export const usernameParam = z.string().trim().min(1).max(100);
