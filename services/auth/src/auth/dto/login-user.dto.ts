import { identifierText } from '@hotsprings/service-kit';
import { z } from 'zod';

const REQUIRED = 'Username and password are required.';

// Lengths are not checked here: a name or password longer than registration allows matches no
// account, and says so with the same 401 as any other failed sign-in.
export const loginUserSchema = z.object(
  {
    username: identifierText('Username', { notText: REQUIRED }).min(1, REQUIRED),
    password: z.string({ error: REQUIRED }).min(1, REQUIRED),
  },
  { error: REQUIRED },
);

export type LoginUserDto = z.infer<typeof loginUserSchema>;
