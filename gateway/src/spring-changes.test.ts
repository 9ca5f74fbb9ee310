import assert from 'node:assert/strict';
import { IncomingHttpHeaders, OutgoingHttpHeaders, request } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { connect, type NatsConnection } from 'nats';
import { NOTICES } from '@hotsprings/contracts';
import {
  eventually,
  startTestNatsServer,
  type TestNatsServer,
} from '@hotsprings/service-kit/testing';
import { call } from './testing/http-client';
import { useGateway } from './testing/gateway-fixture';
import { RunningGateway, TEST_WEB_ORIGIN } from './testing/gateway-process';

const LIVE = /spring change streams follow springs/g;

const CHANGES = '/api/springs/changes';

/** An open `GET /api/springs/changes` as a client holds it, read as it arrives. */
interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** The data versions of the events received so far. */
  versions(): string[];
  /** Whether the gateway (or the client) ended the stream. */
  ended(): boolean;
  close(): void;
}

const open: EventStream[] = [];

/** Opens the changes of `gateway` (at `path`, however a client writes it). */
function openStream(
  gateway: RunningGateway,
  headers: OutgoingHttpHeaders = {},
  path = CHANGES,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}${path}`, { headers }, (res) => {
      let text = '';
      let ended = false;
      res.once('close', () => (ended = true));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      // The client's own close shows as an aborted response: that is the point, not a failure.
      res.on('error', () => undefined);
      const stream: EventStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        versions: () =>
          [...text.matchAll(/^event: springs-changed\ndata: (.*)$/gm)].map(
            (match) => (JSON.parse(match[1] ?? '') as { version: string }).version,
          ),
        ended: () => ended,
        close: () => req.destroy(),
      };
      open.push(stream);
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

let nats: TestNatsServer;
let notices: NatsConnection;

before(async () => {
  nats = await startTestNatsServer();
  notices = await connect({ servers: nats.url });
});
after(async () => {
  for (const stream of open) stream.close();
  await notices?.close();
  await nats?.dispose();
});

/**
 * Registers the hooks that start, for the describe block around the call, a gateway that follows
 * the test's NATS, ready once it says its streams follow springs; and stop it after.
 */
function useGatewayFollowingNats(env: Record<string, string>): RunningGateway {
  const gateway = useGateway({ springs: ['SPRINGS_URL'] }, async () => ({
    NATS_URL: nats.url,
    LOG_LEVEL: 'info',
    ...env,
  }));
  before(() => eventually(() => assert.match(gateway.output(), LIVE)));
  return gateway;
}

async function publish(...versions: string[]): Promise<void> {
  for (const version of versions) notices.publish(NOTICES.springsChanged, version);
  await notices.flush();
}

describe('GET /api/springs/changes: an event each time springs says its data changed', () => {
  const gateway = useGatewayFollowingNats({ SPRING_CHANGES_HEARTBEAT_MS: '200' });

  test('the stream is the gateway’s own, with the headers of every answer and none kept', async () => {
    const stream = await openStream(gateway, {
      origin: TEST_WEB_ORIGIN,
      'x-request-id': 'req-spring-changes-1',
    });
    assert.equal(stream.status, 200);
    assert.equal(stream.headers['content-type'], 'text/event-stream; charset=utf-8');
    assert.equal(stream.headers['cache-control'], 'no-store, no-transform');
    assert.equal(stream.headers['x-accel-buffering'], 'no');
    assert.equal(stream.headers['x-frame-options'], 'DENY');
    assert.ok(stream.headers['content-security-policy']);
    assert.equal(stream.headers['x-request-id'], 'req-spring-changes-1');
    assert.equal(stream.headers['access-control-allow-origin'], TEST_WEB_ORIGIN);
    stream.close();

    // Neither the public answers (`/api/springs/:id`) nor the springs service take it, however
    // it is written.
    const other = await openStream(gateway, {}, '/API/Springs/changes/');
    assert.equal(other.status, 200);
    assert.equal(other.headers['content-type'], 'text/event-stream; charset=utf-8');
    other.close();
    const head = await call(`${gateway.url}${CHANGES}`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-type'], 'text/event-stream; charset=utf-8');
  });

  test('a notice reaches every open stream as an event with its data version', async () => {
    const first = await openStream(gateway);
    const second = await openStream(gateway);
    await publish('41');
    for (const stream of [first, second]) {
      await eventually(() => assert.deepEqual(stream.versions(), ['41']));
    }
    first.close();
    second.close();
  });

  test('a burst of notices is fewer events, the last one with the latest version', async () => {
    const stream = await openStream(gateway);
    const burst = Array.from({ length: 20 }, (_, i) => String(100 + i));
    await publish(...burst);
    await eventually(() => assert.equal(stream.versions().at(-1), '119'));
    assert.ok(stream.versions().length < burst.length, stream.versions().join(' '));
    stream.close();
  });

  test('an idle stream gets heartbeat comments', async () => {
    const stream = await openStream(gateway);
    await eventually(() => assert.match(stream.text(), /^: heartbeat$/m));
    stream.close();
  });

  test('when NATS goes the streams end and none opens; once it is back, events flow again', async () => {
    const stream = await openStream(gateway);
    await nats.stop();
    await eventually(() => assert.ok(stream.ended()));
    assert.deepEqual(stream.versions(), []);
    const refused = await call(`${gateway.url}${CHANGES}`);
    assert.equal(refused.status, 503);
    assert.deepEqual(refused.json(), {
      error: 'Live updates are not available right now.',
      code: 'service_unavailable',
    });

    await nats.start();
    await eventually(() => assert.equal(gateway.output().match(LIVE)?.length, 2), 20_000);
    const again = await openStream(gateway);
    assert.equal(again.status, 200);
    await eventually(async () => {
      await publish('7');
      assert.ok(again.versions().includes('7'));
    });
    again.close();
  });
});

describe('the streams a gateway holds at once are capped', () => {
  const gateway = useGatewayFollowingNats({ SPRING_CHANGES_MAX_STREAMS: '2' });

  test('beyond the cap a 503 in JSON; a client that goes frees its place', async () => {
    const first = await openStream(gateway);
    const second = await openStream(gateway);
    assert.deepEqual([first.status, second.status], [200, 200]);
    const refused = await call(`${gateway.url}${CHANGES}`);
    assert.equal(refused.status, 503);
    assert.equal(refused.json().code, 'service_unavailable');
    assert.equal(refused.headers['cache-control'], 'no-store');
    assert.equal(refused.headers['x-frame-options'], 'DENY');

    first.close();
    const third = await eventually(async () => {
      const stream = await openStream(gateway);
      assert.equal(stream.status, 200);
      return stream;
    });
    // The one that stayed still gets the changes.
    await publish('8');
    for (const stream of [second, third]) {
      await eventually(() => assert.deepEqual(stream.versions(), ['8']));
      stream.close();
    }
  });

  test('stopping the gateway ends its streams, and it exits at once, not after the grace time', async () => {
    const stream = await eventually(async () => {
      const opened = await openStream(gateway);
      assert.equal(opened.status, 200);
      return opened;
    });
    assert.equal(await gateway.stop(), 0);
    assert.ok(stream.ended());
  });
});
