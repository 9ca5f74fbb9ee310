import { after } from 'node:test';
import { timestampNow } from '@bufbuild/protobuf/wkt';
import {
  type PremiumChanged,
  PremiumChangedSchema,
  STREAMS,
  SUBJECTS,
  UserRegisteredSchema,
} from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import {
  deliverStripeEvent,
  httpCall,
  publishEvent,
  startStripeApiServer,
  streamEvents,
  type StripeApiServer,
  type ServiceUnderTest,
  type StripeObject,
  useServiceUnderTest,
  withHelpers,
} from '@hotsprings/service-kit/testing';
import { AppModule } from '../app.module';
import { billingConfigSchema } from '../config/billing-config.schema';

export const WEBHOOK_SECRET = 'whsec_test_secret_of_the_billing_tests';

/** What a test file gets from `useBillingService`, ready once its `before` hooks have run. */
export type BillingFixture = ServiceUnderTest & BillingHelpers;

interface BillingHelpers {
  /** The local Stripe API, or null when the service runs without payments configured. */
  readonly stripe: StripeApiServer;
  /** Signs the event as Stripe does (the SDK's test header) and posts it to the webhook. */
  deliver(event: StripeObject, options?: { secret?: string; timestamp?: number }): Promise<number>;
  /** Announces a registration as auth does, on the AUTH stream. */
  register(userId: string, username: string, referralCode?: string): Promise<void>;
  /** The billing.premium.changed events published so far for the user, oldest first. */
  premiumEvents(userId: string): Promise<PremiumChanged[]>;
}

/** The headers the gateway sets for a signed-in member. */
export function as(userId: string, username = `member${userId}`): Record<string, string> {
  return { 'x-user-id': userId, 'x-username': username };
}

let nextUserId = Date.now() % 1_000_000_000;
/** A user id no other test of the file uses. */
export const newUserId = (): string => String(++nextUserId);

/**
 * Registers the hooks that start, before the file's tests, a private NATS server, the local
 * Stripe API and the whole service on a database of its own (payments configured unless
 * `payments` is false); and stop them all after.
 */
export function useBillingService(
  options: { payments?: boolean; env?: Record<string, string> } = {},
): BillingFixture {
  let stripe: StripeApiServer;
  const service = useServiceUnderTest(async () => {
    stripe = await startStripeApiServer();
    return {
      name: 'billing',
      configSchema: billingConfigSchema,
      module: (config) => AppModule.forRoot(config),
      env: {
        SITE_URL: 'http://site.test',
        ...(options.payments === false
          ? {}
          : {
              STRIPE_SECRET_KEY: 'sk_test_billing',
              STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
              STRIPE_API_URL: stripe.url,
            }),
        ...options.env,
      },
      http: { rawBody: true },
      rpcQueue: 'billing',
      streams: [STREAMS.auth, STREAMS.billing],
    };
  });
  after(async () => {
    await stripe?.close();
  });

  return withHelpers(service, {
    get stripe() {
      return stripe;
    },
    deliver(event, { secret = WEBHOOK_SECRET, timestamp } = {}) {
      return deliverStripeEvent(service.url, event, { secret, timestamp });
    },
    async register(userId, username, referralCode) {
      await publishEvent(service.nc, UserRegisteredSchema, SUBJECTS.userRegistered, {
        userId: BigInt(userId),
        username,
        email: `${username}@example.com`,
        referralCode,
        registeredAt: timestampNow(),
      });
    },
    async premiumEvents(userId) {
      const events = await streamEvents(
        service.nc,
        STREAMS.billing,
        SUBJECTS.premiumChanged,
        PremiumChangedSchema,
      );
      return events.filter((event) => event.userId === BigInt(userId));
    },
  });
}

/** A member's standing as billing keeps it. */
export async function standingOf(
  db: Database,
  userId: string,
): Promise<{ is_premium: boolean; subscription_status: string; version: string } | undefined> {
  const [row] = await db.query<{
    is_premium: boolean;
    subscription_status: string;
    version: string;
  }>('SELECT is_premium, subscription_status, version FROM members WHERE user_id = $1', [userId]);
  return row;
}

/** Starts a checkout as the member and returns the session the local Stripe API keeps. */
export async function startCheckout(
  billing: BillingFixture,
  userId: string,
): Promise<StripeObject> {
  const res = await httpCall(billing.url, 'POST', '/api/stripe/create-checkout-session', {
    headers: as(userId),
  });
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return billing.stripe.checkoutSessions.get(res.body.sessionId)!;
}
