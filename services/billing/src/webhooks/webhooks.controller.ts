import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { WebhooksService } from './webhooks.service';

@Controller('api/stripe')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /** Stripe's deliveries: 204 once handled (or handled before), so Stripe stops retrying. */
  @Post('webhook')
  @HttpCode(204)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<void> {
    const event = this.webhooks.verify(req.rawBody, signature);
    await this.webhooks.handle(event);
  }
}
