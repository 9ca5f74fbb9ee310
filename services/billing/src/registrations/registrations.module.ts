import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { RegistrationsRpcController } from './registrations-rpc.controller';
import { RegistrationsService } from './registrations.service';
import { UserEventsConsumer } from './user-events.consumer';

/**
 * What billing learns from registrations: the member, and the referral code they gave; asked by
 * auth at once, and told by auth.user.registered.
 */
@Module({
  imports: [MembersModule, ReferralsModule],
  controllers: [RegistrationsRpcController],
  providers: [RegistrationsService, UserEventsConsumer],
})
export class RegistrationsModule {}
