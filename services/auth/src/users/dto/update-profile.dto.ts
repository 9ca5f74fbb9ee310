import { MAX_BIO_LENGTH, MAX_LOCATION_LENGTH } from '@hotsprings/contracts';
import { multiLineText, singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

// null clears a field; a field left out keeps its current value.
const clearable = (text: z.ZodString) =>
  text
    .nullable()
    .optional()
    .transform((v) => (v === null ? '' : v));

export const updateProfileSchema = z.object(
  {
    location: clearable(singleLineText('Location', { max: MAX_LOCATION_LENGTH })),
    bio: clearable(multiLineText('Bio', { max: MAX_BIO_LENGTH })),
  },
  { error: 'Send location and bio as a JSON object.' },
);

export type UpdateProfileDto = z.infer<typeof updateProfileSchema>;
