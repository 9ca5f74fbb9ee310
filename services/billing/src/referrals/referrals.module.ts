import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { ReferralCodesRepository } from './referral-codes.repository';
import { ReferralsController } from './referrals.controller';
import { ReferralsService } from './referrals.service';

/** Referral codes: applied in Settings or at registration, created by operators (the CLI). */
@Module({
  imports: [MembersModule],
  controllers: [ReferralsController],
  providers: [ReferralCodesRepository, ReferralsService],
  exports: [ReferralsService],
})
export class ReferralsModule {}
