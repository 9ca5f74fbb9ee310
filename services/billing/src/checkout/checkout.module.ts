import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { StripeModule } from '../stripe/stripe.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';

/** Stripe Checkout of the premium subscription and the customer portal. */
@Module({
  imports: [MembersModule, StripeModule],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
