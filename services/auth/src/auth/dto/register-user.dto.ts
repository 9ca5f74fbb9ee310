import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_REFERRAL_CODE_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from '@hotsprings/contracts';
import { canonicalUsername, identifierText, singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

const REQUIRED = 'Username, email and password are required.';

// Usernames appear in profile addresses (/profile/{username}), so they are kept to characters
// that need no escaping, and the words the site uses beside them there are reserved.
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const RESERVED_USERNAMES = new Set(['profile', 'settings', 'apply-referral']);
const USERNAME_RULES = `Username must be ${MIN_USERNAME_LENGTH} to ${MAX_USERNAME_LENGTH} characters: letters, digits, dots, hyphens or underscores, starting with a letter or digit.`;
const INVALID_EMAIL = 'Please enter a valid email address.';

const requiredText = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? REQUIRED : `${label} must be text.`,
});

export const registerUserSchema = z.object(
  {
    username: identifierText('Username', {
      max: MAX_USERNAME_LENGTH,
      required: REQUIRED,
      tooLong: USERNAME_RULES,
    })
      .min(1, REQUIRED)
      .min(MIN_USERNAME_LENGTH, USERNAME_RULES)
      .regex(USERNAME_PATTERN, USERNAME_RULES)
      .refine(
        (u) => !RESERVED_USERNAMES.has(canonicalUsername(u)),
        'That username is not available.',
      ),
    email: singleLineText('Email', {
      max: MAX_EMAIL_LENGTH,
      required: REQUIRED,
      tooLong: INVALID_EMAIL,
    })
      .min(1, REQUIRED)
      .pipe(z.email(INVALID_EMAIL)),
    password: z
      .string(requiredText('Password'))
      .min(1, REQUIRED)
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`),
    // Only its shape is checked here: whether a code grants anything is billing's business.
    referralCode: identifierText('Referral code', { max: MAX_REFERRAL_CODE_LENGTH })
      .nullish()
      .transform((code) => code || undefined),
  },
  { error: REQUIRED },
);

export type RegisterUserDto = z.infer<typeof registerUserSchema>;
