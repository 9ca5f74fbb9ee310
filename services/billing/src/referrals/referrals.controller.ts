import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { ReferralAppliedJson } from '@hotsprings/contracts';
import { Caller, CurrentCaller, SignedInGuard, ValidBody } from '@hotsprings/service-kit';
import { applyReferralSchema, type ApplyReferralDto } from './dto/apply-referral.dto';
import { ReferralsService } from './referrals.service';

@Controller('api/users')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Post('apply-referral')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  apply(
    @CurrentCaller() caller: Caller,
    @ValidBody(applyReferralSchema) { referralCode }: ApplyReferralDto,
  ): Promise<ReferralAppliedJson> {
    return this.referrals.apply(caller, referralCode);
  }
}
