import { MAX_BIO_LENGTH, MAX_LOCATION_LENGTH } from '@hotsprings/contracts';
import { z } from 'zod';

// null clears a field; a field left out keeps its current value.
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));

export const updateProfileSchema = z.object(
  {
    location: text('Location', MAX_LOCATION_LENGTH),
    bio: text('Bio', MAX_BIO_LENGTH),
  },
  { error: 'Send location and bio as a JSON object.' },
);

export type UpdateProfileDto = z.infer<typeof updateProfileSchema>;
