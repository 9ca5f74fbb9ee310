import { Injectable } from '@nestjs/common';
import type { ContactReceiptJson } from '@hotsprings/contracts';
import { addToOutbox, Database } from '@hotsprings/service-kit';
import { MailDelivery } from '../delivery/mail-delivery';
import { contactReceived } from './contact-events';
import type { SendMessageDto } from './dto/send-message.dto';
import { MessagesRepository } from './messages.repository';

/** The contact form's success text, as the page shows it. */
export const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

@Injectable()
export class MessagesService {
  constructor(
    private readonly db: Database,
    private readonly messages: MessagesRepository,
    private readonly delivery: MailDelivery,
  ) {}

  /** Stores the message with its contact.message.received event, then hands it to delivery. */
  async send(dto: SendMessageDto): Promise<ContactReceiptJson> {
    const row = await this.db.transaction(async (client) => {
      const stored = await this.messages.insert(client, dto);
      await addToOutbox(client, contactReceived(stored));
      return stored;
    });
    this.delivery.notify();
    return { id: row.id, message: THANK_YOU };
  }
}
