import { baseConfigSchema, optionalSetting, requiredWith } from '@hotsprings/service-kit';
import { z } from 'zod';

export const contactConfigSchema = baseConfigSchema
  .extend({
    /**
     * Where messages are sent on, e.g. smtps://user:password@smtp.example.com:465; unset, they
     * are kept for operators (the command line lists them).
     */
    SMTP_URL: optionalSetting.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** The team's address the messages go to; required with SMTP_URL. */
    CONTACT_TO: optionalSetting.pipe(z.email('must be an e-mail address').optional()),
    /** The sender of the e-mails (the visitor's address goes in Reply-To). */
    CONTACT_FROM: z.string().trim().min(3).default('Hot Springs <no-reply@localhost>'),
    /** A failed delivery is tried again after this many seconds, times the attempts (1 h at most). */
    DELIVERY_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .refine(...requiredWith('SMTP_URL', 'CONTACT_TO'));

export type ContactConfig = z.infer<typeof contactConfigSchema>;

/** Injection token of the validated configuration. */
export const CONTACT_CONFIG = Symbol('CONTACT_CONFIG');
