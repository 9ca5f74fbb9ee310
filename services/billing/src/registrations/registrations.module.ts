import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { UserEventsConsumer } from './user-events.consumer';

/** What billing learns from registrations: the member, and the referral code they gave. */
@Module({
  imports: [MembersModule, ReferralsModule],
  providers: [UserEventsConsumer],
})
export class RegistrationsModule {}
