import {
  MAX_CONTACT_EMAIL_LENGTH,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
} from '@hotsprings/contracts';
import { multiLineText, singleLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

// All four fields required, the email a valid address.
const REQUIRED = 'Please fill in your name, email, subject and message.';
const INVALID_EMAIL = 'Please enter a valid email address.';

export const sendMessageSchema = z.object(
  {
    name: singleLineText('Name', { max: MAX_CONTACT_NAME_LENGTH, required: REQUIRED }).min(
      1,
      REQUIRED,
    ),
    email: singleLineText('Email', {
      max: MAX_CONTACT_EMAIL_LENGTH,
      required: REQUIRED,
      tooLong: INVALID_EMAIL,
    })
      .min(1, REQUIRED)
      .pipe(z.email(INVALID_EMAIL)),
    subject: singleLineText('Subject', {
      max: MAX_CONTACT_SUBJECT_LENGTH,
      required: REQUIRED,
    }).min(1, REQUIRED),
    message: multiLineText('Message', {
      max: MAX_CONTACT_MESSAGE_LENGTH,
      required: REQUIRED,
    }).min(1, REQUIRED),
  },
  { error: REQUIRED },
);

export type SendMessageDto = z.infer<typeof sendMessageSchema>;
