import { baseConfigSchema, optionalSetting, requiredWith } from '@hotsprings/service-kit';
import { z } from 'zod';

export const billingConfigSchema = baseConfigSchema
  .extend({
    /** Stripe's secret key. Without it checkout and the portal answer 503; referral codes work. */
    STRIPE_SECRET_KEY: optionalSetting,
    /** The signing secret of the webhook endpoint (`whsec_...`); required with the key. */
    STRIPE_WEBHOOK_SECRET: optionalSetting,
    /** A recurring Price of $9.99 a month; without it each checkout carries that price inline. */
    STRIPE_PRICE_ID: optionalSetting,
    /**
     * Where the Stripe API is reached (Stripe itself when unset): a local server that speaks its
     * protocol, in tests.
     */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** The site's public address: checkout and the portal send the member back there. */
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Wrong referral codes a member may try per hour before they must wait. */
    REFERRAL_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * How long an answer that changed a member's premium waits for every service keeping premium
     * to have the change (then it answers anyway, and the change follows); 0 answers at once.
     * Auth's BILLING_TIMEOUT_MS must be longer (it is at most 9 s).
     */
    PREMIUM_PROPAGATION_WAIT_MS: z.coerce.number().int().min(0).max(8000).default(3000),
  })
  .refine(...requiredWith('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'));

export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Injection token of the validated configuration. */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
