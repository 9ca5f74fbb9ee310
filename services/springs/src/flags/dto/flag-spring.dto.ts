import { MAX_FLAG_NOTE_LENGTH, SPRING_FLAG_FACTS } from '@hotsprings/contracts';
import { multiLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

const FACT = "Fact must be 'name', 'location', 'temperature' or 'other'.";
const NOTE = 'Please describe what is wrong in the note.';

export const flagSpringBody = z.object(
  {
    fact: z.enum(SPRING_FLAG_FACTS, { error: FACT }),
    note: multiLineText('Note', { max: MAX_FLAG_NOTE_LENGTH, required: NOTE }).min(1, NOTE),
  },
  { error: 'A JSON body with a fact and a note is required.' },
);

export type FlagSpringDto = z.infer<typeof flagSpringBody>;
