import { join } from 'node:path';
import {
  deliverStripeEvent,
  startStripeApiServer,
  type StripeApiServer,
  type StripeObject,
} from '@hotsprings/service-kit/testing';
import { ServiceProcess } from './service-process';
import { serviceDist, startServiceBesideStack } from './service-beside-stack';

const WEBHOOK_SECRET = 'whsec_system_tests';

export interface BillingService {
  billing: ServiceProcess;
  /** The local server speaking Stripe's API, which billing's SDK is pointed at. */
  stripe: StripeApiServer;
  databaseUrl: string;
  /** Signs the event as Stripe does (the SDK's test header) and posts it to the webhook. */
  deliver(event: StripeObject): Promise<number>;
  /** Creates a referral code with the operators' command line. */
  createReferralCode(...args: string[]): Promise<string>;
  dispose(): Promise<void>;
}

/**
 * The billing service as its own process beside a stack, on the stack's NATS server, with a
 * fresh database and a local Stripe API.
 */
export async function startBillingService(natsUrl: string): Promise<BillingService> {
  const stripe = await startStripeApiServer();
  const started = await startServiceBesideStack('billing', natsUrl, {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_system',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  }).catch(async (err: unknown) => {
    await stripe.close();
    throw err;
  });
  const billing = started.process;
  const dispose = async () => {
    await started.dispose();
    await stripe.close();
  };
  return {
    billing,
    stripe,
    databaseUrl: started.databaseUrl,
    deliver: (event) => deliverStripeEvent(billing.url, event, { secret: WEBHOOK_SECRET }),
    async createReferralCode(...args) {
      const { execFile } = await import('node:child_process');
      const cli = join(serviceDist('billing'), 'referrals', 'referral-codes.cli.js');
      return new Promise((done, fail) =>
        execFile(
          process.execPath,
          [cli, 'create', ...args],
          { env: { ...process.env, DATABASE_URL: started.databaseUrl } },
          (err, stdout) => (err ? fail(err) : done(stdout.trim())),
        ),
      );
    },
    dispose,
  };
}
