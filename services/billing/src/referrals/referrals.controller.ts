import { Controller, HttpCode, Post } from '@nestjs/common';
import type { ReferralAppliedJson } from '@hotsprings/contracts';
import { Caller, CurrentCaller, MembersOnly, ValidBody } from '@hotsprings/service-kit';
import { applyReferralSchema, type ApplyReferralDto } from './dto/apply-referral.dto';
import { ReferralsService } from './referrals.service';

@Controller('api/users')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Post('apply-referral')
  @HttpCode(200)
  @MembersOnly()
  apply(
    @CurrentCaller() caller: Caller,
    @ValidBody(applyReferralSchema) { referralCode }: ApplyReferralDto,
  ): Promise<ReferralAppliedJson> {
    return this.referrals.apply(caller, referralCode);
  }
}
