import { Module } from '@nestjs/common';
import { MessagesRepository } from '../messages/messages.repository';
import { MailDelivery } from './mail-delivery';

/** Delivery by SMTP; the messages' store with it, which the form's module writes to. */
@Module({
  providers: [MessagesRepository, MailDelivery],
  exports: [MessagesRepository, MailDelivery],
})
export class DeliveryModule {}
