import { Controller, Post } from '@nestjs/common';
import type { ContactReceiptJson } from '@hotsprings/contracts';
import { ValidBody } from '@hotsprings/service-kit';
import { sendMessageSchema, type SendMessageDto } from './dto/send-message.dto';
import { MessagesService } from './messages.service';

@Controller('api/contact')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  /** Anyone may write, signed in or not; the gateway limits how often one client does. */
  @Post()
  send(@ValidBody(sendMessageSchema) message: SendMessageDto): Promise<ContactReceiptJson> {
    return this.messages.send(message);
  }
}
