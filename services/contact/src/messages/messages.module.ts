import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

/** The contact form's messages: stored, announced, handed to delivery. */
@Module({
  imports: [DeliveryModule],
  controllers: [MessagesController],
  providers: [MessagesService],
})
export class MessagesModule {}
