import { Module } from '@nestjs/common';
import { StripeClient } from './stripe-client';

@Module({ providers: [StripeClient], exports: [StripeClient] })
export class StripeModule {}
