import type { MessageRow } from '../messages/message-row';

/**
 * The e-mail of a message to the site's team: the visitor's address as Reply-To (never as
 * the sender, which the team's mail server would take for forged), the subject marked as the
 * form's. Addresses travel as objects, so nothing a visitor types becomes a header of its own.
 */
export function contactMail(row: MessageRow, envelope: { from: string; to: string }) {
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: { name: row.name, address: row.email },
    subject: `Contact form: ${row.subject}`,
    text: `${row.message}\n\n--\n${row.name} <${row.email}>\nMessage ${row.id}, received ${row.received_at.toISOString()}\n`,
  };
}
