import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import { eventually, httpCall } from '@hotsprings/service-kit/testing';
import { SMTPServer } from 'smtp-server';
import { A_MESSAGE, useContactService } from '../testing/contact-fixture';

/** What the local SMTP server was handed: the envelope and the raw message. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let accepting = true;
// A real SMTP server (the smtp-server package), in this process; it refuses mail while
// `accepting` is false, as a mail server that is down for a while would.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (!accepting) return callback(new Error('451 Try again later'));
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});
let smtpPort = 0;

before(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as { port: number }).port;
});
after(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const contact = useContactService(() => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CONTACT_TO: 'team@hotsprings.example',
  CONTACT_FROM: 'Hot Springs <no-reply@hotsprings.example>',
  DELIVERY_RETRY_SECONDS: '1',
}));

const send = (body: unknown) => httpCall(contact.url, 'POST', '/api/contact', { body });
const deliveredAt = async (id: string) =>
  (
    await contact.db.query<{ delivered_at: Date | null; delivery_attempts: number }>(
      'SELECT delivered_at, delivery_attempts FROM messages WHERE id = $1',
      [id],
    )
  )[0];

test('a message goes to the team by SMTP, the visitor as Reply-To', async () => {
  const res = await send(A_MESSAGE);
  assert.equal(res.status, 201);
  const mail = await eventually(() => {
    const found = received.find((m) => m.raw.includes(`Message ${res.body.id},`));
    assert.ok(found, 'the SMTP server received it');
    return found;
  });
  assert.equal(mail.from, 'no-reply@hotsprings.example');
  assert.deepEqual(mail.to, ['team@hotsprings.example']);
  assert.match(mail.raw, /^Reply-To: River Soaker <river@example\.com>$/m);
  assert.match(mail.raw, /^Subject: Contact form: A spring that is closed$/m);
  assert.match(mail.raw, /The pools at Kirkham are closed for repairs this summer\./);
  await eventually(async () => assert.ok((await deliveredAt(res.body.id))?.delivered_at));
});

test('a visitor cannot add headers through the fields', async () => {
  const res = await send({
    ...A_MESSAGE,
    name: 'Mallory" <evil@example.com>, Bcc: victim@example.com',
    subject: 'Hello Bcc: victim@example.com',
  });
  assert.equal(res.status, 201);
  const mail = await eventually(() => {
    const found = received.find((m) => m.raw.includes(`Message ${res.body.id},`));
    assert.ok(found);
    return found;
  });
  assert.deepEqual(mail.to, ['team@hotsprings.example']);
  assert.doesNotMatch(mail.raw, /^Bcc:/im);
});

test('while the mail server refuses, the message waits and is sent once it accepts again', async () => {
  accepting = false;
  const res = await send({ ...A_MESSAGE, subject: 'Sent later' });
  await eventually(async () => {
    const state = await deliveredAt(res.body.id);
    assert.ok((state?.delivery_attempts ?? 0) >= 1, 'an attempt failed');
    assert.equal(state?.delivered_at, null);
  });
  accepting = true;
  await eventually(async () => assert.ok((await deliveredAt(res.body.id))?.delivered_at), 15_000);
  const copies = received.filter((m) => m.raw.includes(`Message ${res.body.id},`));
  assert.equal(copies.length, 1);
});
