import { Controller, HttpCode, Post } from '@nestjs/common';
import type { CheckoutSessionJson, PortalSessionJson } from '@hotsprings/contracts';
import { Caller, CurrentCaller, MembersOnly } from '@hotsprings/service-kit';
import { CheckoutService } from './checkout.service';

@Controller('api/stripe')
@MembersOnly()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-checkout-session')
  @HttpCode(200)
  createCheckoutSession(@CurrentCaller() caller: Caller): Promise<CheckoutSessionJson> {
    return this.checkout.createCheckout(caller);
  }

  @Post('create-portal-session')
  @HttpCode(200)
  createPortalSession(@CurrentCaller() caller: Caller): Promise<PortalSessionJson> {
    return this.checkout.createPortal(caller);
  }
}
