import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { StripeModule } from '../stripe/stripe.module';
import { StripeEventsRepository } from './stripe-events.repository';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Stripe's signed webhooks, each handled once, in whatever order they come. */
@Module({
  imports: [MembersModule, StripeModule],
  controllers: [WebhooksController],
  providers: [StripeEventsRepository, WebhooksService],
})
export class WebhooksModule {}
