import { SERVICES, type ServiceName } from '@hotsprings/contracts';
import { type AuthService, startAuthService } from './auth-service';
import { type BillingService, startBillingService } from './billing-service';
import { startServiceBesideStack } from './service-beside-stack';
import { startStack, type Stack } from './stack';
import { startInOrder } from './started-in-order';

/**
 * Every service of the manifest as its own process on one private NATS: springs and reviews in
 * a stack, auth and billing with their settings, and each other service beside them with a fresh
 * database (and an uploads folder when it keeps uploads). A new service joins by its manifest entry.
 */
export interface EveryService {
  stack: Stack;
  auth: AuthService;
  billing: BillingService;
  /** Each service's address. */
  urls: Record<ServiceName, string>;
  /** Each service's database. */
  databaseUrls: Record<ServiceName, string>;
  dispose(): Promise<void>;
}

/** Started one after the other; auth on `redisUrl` (`testRedisUrl()` when not given). */
export function startEveryService(redisUrl?: string): Promise<EveryService> {
  return startInOrder(async (keep) => {
    const stack = keep(await startStack());
    const auth = keep(await startAuthService(stack.nats.url, redisUrl));
    const billing = keep(await startBillingService(stack.nats.url));
    const urls: Partial<Record<ServiceName, string>> = {
      springs: stack.springs.url,
      reviews: stack.reviews.url,
      auth: auth.auth.url,
      billing: billing.billing.url,
    };
    const databaseUrls: Partial<Record<ServiceName, string>> = {
      springs: stack.springsDatabaseUrl,
      reviews: stack.reviewsDatabaseUrl,
      auth: auth.databaseUrl,
      billing: billing.databaseUrl,
    };
    for (const { name, uploadsFolder } of SERVICES.filter((s) => !urls[s.name])) {
      const service = keep(
        await startServiceBesideStack(name, stack.nats.url, {
          uploads: uploadsFolder !== undefined,
        }),
      );
      urls[name] = service.process.url;
      databaseUrls[name] = service.databaseUrl;
    }
    return {
      stack,
      auth,
      billing,
      urls: urls as Record<ServiceName, string>,
      databaseUrls: databaseUrls as Record<ServiceName, string>,
    };
  });
}
