import {
  BadGatewayException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing-config.schema';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured.';
export const PROVIDER_UNREACHABLE =
  'The payment provider could not be reached. Please try again later.';

/** Every check of a webhook signature allows this much clock difference (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The Stripe SDK as configured, or nothing when payments are not: then every payment route
 * answers 503 'Payments are not configured.' and the rest of billing (referral codes) works.
 */
@Injectable()
export class StripeClient {
  private readonly logger = new Logger(StripeClient.name);
  private readonly stripe: Stripe | null;
  private readonly webhookSecret: string | null;

  constructor(@Inject(BILLING_CONFIG) config: BillingConfig) {
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? null;
    this.stripe = config.STRIPE_SECRET_KEY
      ? new Stripe(config.STRIPE_SECRET_KEY, {
          maxNetworkRetries: 2,
          timeout: 10_000,
          telemetry: false,
          ...apiAddress(config.STRIPE_API_URL),
        })
      : null;
  }

  /** Refuses (503) before any work is done when payments are not configured. */
  assertConfigured(): void {
    this.api();
  }

  private api(): Stripe {
    if (!this.stripe) throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
    return this.stripe;
  }

  /**
   * The event a webhook request carries, or null when its signature does not hold or was made
   * more than the tolerance away from now, before or after. The SDK refuses only a signature
   * that old: one dated ahead would otherwise stay replayable until long after it was sent.
   */
  verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event | null {
    const stripe = this.api();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret!,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      return null;
    }
    const ahead = signedAt(signature) - Math.floor(Date.now() / 1000);
    return ahead <= WEBHOOK_TOLERANCE_SECONDS ? event : null;
  }

  /**
   * Runs a call to Stripe; its failure (unreachable, refused, misconfigured) is logged and
   * answered 502 without Stripe's own words, which speak to developers, not members.
   */
  async call<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await work(this.api());
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeError)) throw err;
      this.logger.error(`Stripe ${what} failed: ${err.type} ${err.message}`);
      throw new BadGatewayException(PROVIDER_UNREACHABLE);
    }
  }
}

/**
 * The time a verified Stripe-Signature header was signed at (seconds). Its last `t=` element, as
 * the SDK reads it: the one the signature covers.
 */
function signedAt(header: string): number {
  const times = header
    .split(',')
    .map((element) => element.split('='))
    .filter(([key]) => key === 't');
  return Number.parseInt(times.at(-1)?.[1] ?? '', 10);
}

/** The SDK's host, port and protocol for a Stripe API at another address (a test server). */
function apiAddress(url: string | undefined): Partial<Stripe.StripeConfig> {
  if (!url) return {};
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === 'https:' ? 'https' : 'http';
  return { host: hostname, port: port || (scheme === 'https' ? 443 : 80), protocol: scheme };
}
