import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { after, before, test } from 'node:test';
import { STREAMS } from '@hotsprings/contracts';
import { eventually, httpCall, publishPremiumChanged } from '@hotsprings/service-kit/testing';
import { startTestApp, type TestApp } from '../testing/springs-test-app';

/** What the local model server was asked. */
interface Asked {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

const asked: Asked[] = [];
let behaviour: 'answer' | 'slow' | 'fail' = 'answer';

// A local HTTP server speaking the OpenAI chat completions protocol, in the test's process.
const model = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    asked.push({
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString()) as Asked['body'],
    });
    if (behaviour === 'fail') return res.writeHead(500).end('{"error":{"message":"overloaded"}}');
    const answer = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: ' A scalding Alaskan spring near Wrangell. ' },
            },
          ],
        }),
      );
    if (behaviour === 'slow') setTimeout(answer, 2000);
    else answer();
  });
});

let t: TestApp;
before(async () => {
  model.listen(0, '127.0.0.1');
  await once(model, 'listening');
  const { port } = model.address() as { port: number };
  t = await startTestApp({
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-local-test',
      LLM_MODEL: 'local-model',
      LLM_TIMEOUT_MS: '500',
    },
    // Billing's, which the test publishes to as soon as the service has started.
    streams: [STREAMS.billing],
  });
  await publishPremiumChanged(t.nc, { userId: '601', isPremium: true, version: 1 });
  await eventually(async () =>
    assert.equal((await t.db.query('SELECT 1 FROM premium_members')).length, 1),
  );
});
after(async () => {
  await t.close();
  model.close();
  model.closeAllConnections();
});

const as = { 'x-user-id': '601', 'x-username': 'premium601' };
const springId = async (name: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM springs WHERE name = $1', [name]))[0]!.id;

test('a configured model writes the summary from the spring’s facts', async () => {
  behaviour = 'answer';
  const res = await httpCall(
    t.url,
    'POST',
    `/api/springs/${await springId('Bailey Hot Spring')}/summary`,
    {
      headers: as,
    },
  );
  assert.deepEqual(
    [res.status, res.body],
    [200, { summary: 'A scalding Alaskan spring near Wrangell.' }],
  );
  const request = asked.at(-1)!;
  assert.equal(request.authorization, 'Bearer sk-local-test');
  assert.equal(request.body.model, 'local-model');
  const prompt = request.body.messages.find((m) => m.role === 'user')!.content;
  assert.match(prompt, /Bailey Hot Spring is a thermal spring in Alaska, near Wrangell\./);
  assert.match(prompt, /198 °F/);
});

test('a model that is too slow or fails gives way to the extractive summary, tried again next time', async () => {
  for (const [name, how] of [
    ['Baranof Warm Springs', 'slow'],
    ['Barnes Lake Hot Springs', 'fail'],
  ] as const) {
    behaviour = how;
    const id = await springId(name);
    const res = await httpCall(t.url, 'POST', `/api/springs/${id}/summary`, { headers: as });
    assert.equal(res.status, 200, how);
    assert.match(res.body.summary, new RegExp(`^${name} is a thermal spring in Alaska`), how);
    behaviour = 'answer';
    const later = await httpCall(t.url, 'POST', `/api/springs/${id}/summary`, { headers: as });
    assert.equal(later.body.summary, 'A scalding Alaskan spring near Wrangell.', how);
  }
});
