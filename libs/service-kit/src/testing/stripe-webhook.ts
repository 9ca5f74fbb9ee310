import { createHmac } from 'node:crypto';
import type { StripeObject } from './stripe-api-server';

/**
 * Delivers the event to the billing service at `billingUrl` as Stripe does: posted to its webhook,
 * signed with the endpoint's `secret` at `timestamp` (seconds; now by default) in the
 * Stripe-Signature header the SDK's generateTestHeaderString writes, `t=<timestamp>,v1=<the
 * HMAC-SHA256 of "<timestamp>.<body>">`. Answers the webhook's status.
 */
export async function deliverStripeEvent(
  billingUrl: string,
  event: StripeObject,
  { secret, timestamp = Math.floor(Date.now() / 1000) }: { secret: string; timestamp?: number },
): Promise<number> {
  const payload = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  const res = await fetch(`${billingUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    },
    body: payload,
  });
  await res.arrayBuffer();
  return res.status;
}
