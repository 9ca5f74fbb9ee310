import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ContactReceiptSchema } from '@hotsprings/contracts';
import { assertKeeps, eventually, httpCall } from '@hotsprings/service-kit/testing';
import { A_MESSAGE, useContactService } from '../testing/contact-fixture';

// No SMTP_URL: messages are stored and kept for operators.
const contact = useContactService();
const send = (body: unknown) => httpCall(contact.url, 'POST', '/api/contact', { body });

test('a message is stored, announced, and thanked for', async () => {
  const res = await send({ ...A_MESSAGE, name: '  River Soaker ' });
  assert.equal(res.status, 201);
  assertKeeps(ContactReceiptSchema, res.body);
  assert.equal(res.body.message, 'Thank you for your message! We will get back to you soon.');
  const [row] = await contact.db.query<Record<string, unknown>>(
    'SELECT name, email, subject, message, delivered_at FROM messages WHERE id = $1',
    [res.body.id],
  );
  assert.deepEqual(row, { ...A_MESSAGE, delivered_at: null });
  const events = await eventually(async () => {
    const found = await contact.receivedEvents();
    assert.ok(found.some((e) => e.messageId === BigInt(res.body.id)));
    return found;
  });
  const event = events.find((e) => e.messageId === BigInt(res.body.id))!;
  assert.deepEqual(
    [event.name, event.email, event.subject, event.message, event.meta?.type],
    [
      A_MESSAGE.name,
      A_MESSAGE.email,
      A_MESSAGE.subject,
      A_MESSAGE.message,
      'contact.message.received',
    ],
  );
});

test('every field is required, the email must be an address, and each has a length cap', async () => {
  const required = 'Please fill in your name, email, subject and message.';
  const cases: [unknown, string][] = [
    [{ ...A_MESSAGE, name: undefined }, required],
    [{ ...A_MESSAGE, email: '' }, required],
    [{ ...A_MESSAGE, subject: '   ' }, required],
    [{ ...A_MESSAGE, message: null }, required],
    [{}, required],
    [[], required],
    [{ ...A_MESSAGE, email: 'not-an-address' }, 'Please enter a valid email address.'],
    [
      { ...A_MESSAGE, email: `${'x'.repeat(250)}@example.com` },
      'Please enter a valid email address.',
    ],
    [{ ...A_MESSAGE, name: 'n'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ ...A_MESSAGE, subject: 's'.repeat(201) }, 'Subject must be at most 200 characters.'],
    [{ ...A_MESSAGE, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [{ ...A_MESSAGE, subject: 'Two\nlines' }, 'Subject must not contain control characters.'],
    [{ ...A_MESSAGE, message: 42 }, 'Message must be text.'],
  ];
  const [before] = await contact.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
  for (const [body, error] of cases) {
    const res = await send(body);
    assert.deepEqual(
      [res.status, res.body],
      [400, { error, code: 'validation_failed' }],
      JSON.stringify(body).slice(0, 80),
    );
  }
  const [after] = await contact.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
  assert.equal(after?.n, before?.n, 'nothing refused was stored');
  const atCaps = await send({
    name: 'n'.repeat(100),
    email: 'e@example.com',
    subject: 's'.repeat(200),
    message: 'm'.repeat(5000),
  });
  assert.equal(atCaps.status, 201);
});
