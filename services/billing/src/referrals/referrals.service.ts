import {
  ConflictException,
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { ReferralAppliedJson } from '@hotsprings/contracts';
import { Caller, Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing-config.schema';
import type { MemberRow } from '../members/member-row';
import { MembersRepository, type StandingChanged } from '../members/members.repository';
import { PremiumPropagation } from '../members/premium-propagation';
import type { RefusedCode } from './referral-code-row';
import { ReferralCodesRepository } from './referral-codes.repository';

export const REFERRAL_APPLIED = 'Referral code applied successfully! You are now a premium member.';
export const ALREADY_PREMIUM = 'You are already a premium member.';
export const TOO_MANY_FAILURES =
  'Too many referral codes that did not work. Please try again in an hour.';

const REFUSALS: Record<RefusedCode, () => HttpException> = {
  unknown: () =>
    new NotFoundException('That referral code does not exist. Please check it and try again.'),
  expired: () => new GoneException('That referral code has expired.'),
  'used-up': () => new GoneException('That referral code has already been used up.'),
};

type Refusal = 'already-premium' | 'rate-limited' | RefusedCode;

/** Premium granted by referral codes, typed in Settings or at registration. */
@Injectable()
export class ReferralsService {
  private readonly logger = new Logger(ReferralsService.name);

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly codes: ReferralCodesRepository,
    private readonly propagation: PremiumPropagation,
  ) {}

  /**
   * A member applies a code in Settings. Wrong codes are counted per member (committed with the
   * refusal), and past the hourly allowance every attempt is refused unread, so guessing codes
   * gets nowhere. The answer waits until every service keeping premium has the change.
   */
  async apply(caller: Caller, code: string): Promise<ReferralAppliedJson> {
    const outcome = await this.db.transaction(
      async (client): Promise<StandingChanged | Refusal> => {
        const member = await this.members.lockCaller(client, caller);
        if (member.is_premium) return 'already-premium';
        const failures = await this.codes.recentFailures(client, caller.id);
        if (failures >= this.config.REFERRAL_FAILURES_PER_HOUR) return 'rate-limited';
        const taken = await this.codes.take(client, code);
        if (taken !== 'taken') {
          await this.codes.recordFailure(client, caller.id);
          return taken;
        }
        await this.codes.recordRedemption(client, code, caller.id, 'settings');
        return this.members.changeStanding(client, member, { referralPremium: true });
      },
    );
    if (typeof outcome !== 'string') {
      await this.propagation.applied(outcome.announcement);
      return { message: REFERRAL_APPLIED, is_premium: true };
    }
    switch (outcome) {
      case 'already-premium':
        throw new ConflictException(ALREADY_PREMIUM);
      case 'rate-limited':
        throw new HttpException(TOO_MANY_FAILURES, HttpStatus.TOO_MANY_REQUESTS);
      default:
        throw REFUSALS[outcome]();
    }
  }

  /**
   * The code typed at registration, for a member locked in the caller's transaction. It grants
   * premium like one typed in Settings; a code that grants nothing is only logged, since the
   * account exists already. Billing hears of it twice (auth's question and the registration's
   * event): whichever comes second finds the redemption and changes nothing.
   */
  async applyAtRegistration(
    client: PoolClient,
    member: MemberRow,
    code: string,
  ): Promise<StandingChanged> {
    const unchanged = { member, announcement: null };
    if (member.is_premium || (await this.codes.hasRedeemed(client, member.user_id))) {
      return unchanged;
    }
    const taken = await this.codes.take(client, code);
    if (taken !== 'taken') {
      this.logger.log(
        `the referral code given at registration by user ${member.user_id} is ${taken}`,
      );
      return unchanged;
    }
    await this.codes.recordRedemption(client, code, member.user_id, 'registration');
    return this.members.changeStanding(client, member, { referralPremium: true });
  }
}
