import { z } from 'zod';

// The web app posts the button labels; the stored and returned form is the short one.
const CATEGORIES: Record<string, 'visited' | 'bucketlist'> = {
  'bucket list': 'bucketlist',
  bucketlist: 'bucketlist',
  visited: 'visited',
};

const CATEGORY = "Category must be 'Bucket List' or 'Visited'.";

export const saveFavoriteBody = z.object(
  {
    category: z
      .string({ error: CATEGORY })
      .transform((c) => CATEGORIES[c.trim().toLowerCase()])
      .pipe(z.enum(['visited', 'bucketlist'], { error: CATEGORY })),
  },
  { error: 'A JSON body with a category is required.' },
);

export type SaveFavoriteDto = z.infer<typeof saveFavoriteBody>;
