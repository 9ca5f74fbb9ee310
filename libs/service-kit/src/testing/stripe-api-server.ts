import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A Stripe object as the test server keeps and answers it. */
export type StripeObject = Record<string, unknown> & { id: string };

/** A request the server received: method, path and the decoded form body. */
export interface StripeApiRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface StripeApiServer {
  /** Its address, for the billing service's STRIPE_API_URL. */
  url: string;
  requests: StripeApiRequest[];
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  /** While true, every API call answers 500 (Stripe unavailable). */
  failing: boolean;
  /**
   * What happens when a customer pays at Stripe's hosted checkout: an active subscription for
   * the session's customer (with the session's subscription metadata), and the session complete.
   */
  completeCheckout(sessionId: string): { session: StripeObject; subscription: StripeObject };
  /** Changes a subscription's status as Stripe would (a cancellation, a failed payment). */
  setSubscriptionStatus(id: string, status: string): StripeObject;
  /** An event as Stripe delivers it to a webhook, about a copy of the object as it is now. */
  event(type: string, object: StripeObject): StripeObject;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local server speaking the part of Stripe's HTTP API that billing uses (customers, Checkout
 * Sessions, billing portal sessions, subscriptions), so that tests run the official SDK against
 * it with no network: the SDK's host, port and protocol settings point at it. It keeps what it is
 * asked in memory, answers Stripe's JSON objects and errors, honours Idempotency-Key, and lets a
 * test play Stripe's side (a completed checkout, a status change, the events).
 */
export async function startStripeApiServer(): Promise<StripeApiServer> {
  const state = {
    requests: [] as StripeApiRequest[],
    customers: new Map<string, StripeObject>(),
    checkoutSessions: new Map<string, StripeObject>(),
    subscriptions: new Map<string, StripeObject>(),
    failing: false,
  };
  const idempotent = new Map<string, Record<string, unknown>>();

  const routes: Array<[string, RegExp, (params: Record<string, unknown>, id?: string) => Answer]> =
    [
      ['POST', /^\/v1\/customers$/, (p) => created(state.customers, 'cus', 'customer', p)],
      [
        'POST',
        /^\/v1\/checkout\/sessions$/,
        (p) => {
          const answer = created(state.checkoutSessions, 'cs', 'checkout.session', {
            ...p,
            status: 'open',
            payment_status: 'unpaid',
            subscription: null,
          });
          const session = answer.body;
          session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
          return answer;
        },
      ],
      ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_, id) => found(state.checkoutSessions, id)],
      ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_, id) => found(state.subscriptions, id)],
      [
        'POST',
        /^\/v1\/billing_portal\/sessions$/,
        (p) => {
          if (!state.customers.has(String(p.customer))) return missing('customer', p.customer);
          const id = newId('bps');
          const url = `https://billing.stripe.test/p/session/${id}`;
          return { status: 200, body: { id, object: 'billing_portal.session', url, ...p } };
        },
      ],
    ];

  const server = createServer((req, res) => {
    void readForm(req).then((params) => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      state.requests.push({ method: req.method ?? '', path, params, idempotencyKey });
      if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) {
        return send(res, stripeError(401, 'Invalid API Key provided.'));
      }
      if (state.failing)
        return send(res, stripeError(500, 'An unknown error occurred.', 'api_error'));
      const remembered = idempotencyKey && idempotent.get(`${path} ${idempotencyKey}`);
      if (remembered) return send(res, { status: 200, body: remembered });
      for (const [method, pattern, handle] of routes) {
        const match = req.method === method ? pattern.exec(path) : null;
        if (!match) continue;
        const answer = handle(params, match[1]);
        if (idempotencyKey && answer.status === 200) {
          idempotent.set(`${path} ${idempotencyKey}`, answer.body);
        }
        return send(res, answer);
      }
      send(res, stripeError(404, `Unrecognized request URL (${req.method}: ${path}).`));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    completeCheckout(sessionId: string) {
      const session = state.checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const data = (session.subscription_data ?? {}) as { metadata?: unknown };
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        metadata: data.metadata ?? {},
        created: now(),
      };
      state.subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      });
      return { session, subscription };
    },
    setSubscriptionStatus(id: string, status: string) {
      const subscription = state.subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      subscription.status = status;
      return subscription;
    },
    event(type: string, object: StripeObject): StripeObject {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-01-01',
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
    },
    close: async () => {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    },
  });
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

function created(
  store: Map<string, StripeObject>,
  prefix: string,
  object: string,
  params: Record<string, unknown>,
): Answer {
  const body: StripeObject = { ...params, id: newId(prefix), object, created: now() };
  store.set(body.id, body);
  return { status: 200, body };
}

function found(store: Map<string, StripeObject>, id: string | undefined): Answer {
  const object = id === undefined ? undefined : store.get(decodeURIComponent(id));
  return object ? { status: 200, body: object } : missing('object', id);
}

function missing(kind: string, id: unknown): Answer {
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${String(id)}'`,
      },
    },
  };
}

function stripeError(status: number, message: string, type = 'invalid_request_error'): Answer {
  return { status, body: { error: { type, message } } };
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(answer.body));
}

/** Stripe's form encoding: `metadata[user_id]=7`, `line_items[0][quantity]=1`, into objects. */
async function readForm(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString())) {
    const [head = '', ...rest] = key.split('[').map((part) => part.replace(/]$/, ''));
    let node = root;
    let name = head;
    for (const part of rest) {
      node[name] ??= /^\d+$/.test(part) ? [] : {};
      node = node[name] as Record<string, unknown>;
      name = part;
    }
    node[name] = value;
  }
  return root;
}
