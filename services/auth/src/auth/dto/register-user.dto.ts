import { MIN_PASSWORD_LENGTH } from '@hotsprings/contracts';
import { z } from 'zod';

const REQUIRED = 'Username, email and password are required.';

// Usernames appear in profile addresses (/profile/{username}), so they are kept to characters
// that need no escaping, and the words the site uses beside them there are reserved.
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const RESERVED_USERNAMES = new Set(['profile', 'settings', 'apply-referral']);
const USERNAME_RULES =
  'Username must be 3 to 30 characters: letters, digits, dots, hyphens or underscores, starting with a letter or digit.';
const INVALID_EMAIL = 'Please enter a valid email address.';

const requiredText = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? REQUIRED : `${label} must be text.`,
});

export const registerUserSchema = z.object(
  {
    username: z
      .string(requiredText('Username'))
      .trim()
      .min(1, REQUIRED)
      .min(3, USERNAME_RULES)
      .max(30, USERNAME_RULES)
      .regex(USERNAME_PATTERN, USERNAME_RULES)
      .refine((u) => !RESERVED_USERNAMES.has(u.toLowerCase()), 'That username is not available.'),
    email: z
      .string(requiredText('Email'))
      .trim()
      .min(1, REQUIRED)
      .max(254, INVALID_EMAIL)
      .pipe(z.email(INVALID_EMAIL)),
    password: z
      .string(requiredText('Password'))
      .min(1, REQUIRED)
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
      .max(200, 'Password must be at most 200 characters long.'),
    // Only its shape is checked here: whether a code grants anything is billing's business.
    referralCode: z
      .string({ error: 'Referral code must be text.' })
      .trim()
      .max(64, 'Referral code must be at most 64 characters.')
      .nullish()
      .transform((code) => code || undefined),
  },
  { error: REQUIRED },
);

export type RegisterUserDto = z.infer<typeof registerUserSchema>;
