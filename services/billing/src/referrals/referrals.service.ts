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
import { MembersRepository } from '../members/members.repository';
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

type Outcome = 'granted' | 'already-premium' | 'rate-limited' | RefusedCode;

/** Premium granted by referral codes, typed in Settings or at registration. */
@Injectable()
export class ReferralsService {
  private readonly logger = new Logger(ReferralsService.name);

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly codes: ReferralCodesRepository,
  ) {}

  /**
   * A member applies a code in Settings. Wrong codes are counted per member (committed with the
   * refusal), and past the hourly allowance every attempt is refused unread, so guessing codes
   * gets nowhere.
   */
  async apply(caller: Caller, code: string): Promise<ReferralAppliedJson> {
    const outcome = await this.db.transaction(async (client): Promise<Outcome> => {
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
      await this.members.changeStanding(client, member, { referralPremium: true });
      return 'granted';
    });
    switch (outcome) {
      case 'granted':
        return { message: REFERRAL_APPLIED, is_premium: true };
      case 'already-premium':
        throw new ConflictException(ALREADY_PREMIUM);
      case 'rate-limited':
        throw new HttpException(TOO_MANY_FAILURES, HttpStatus.TOO_MANY_REQUESTS);
      default:
        throw REFUSALS[outcome]();
    }
  }

  /**
   * The code typed at registration (auth.user.registered), in the consumer's transaction. It
   * grants premium like one typed in Settings; a code that grants nothing is only logged, since
   * the account exists already. A redelivered event finds the redemption and changes nothing.
   */
  async applyAtRegistration(client: PoolClient, userId: string, code: string): Promise<void> {
    const member = await this.members.lock(client, userId);
    if (!member || member.is_premium || (await this.codes.hasRedeemed(client, userId))) return;
    const taken = await this.codes.take(client, code);
    if (taken !== 'taken') {
      this.logger.log(`the referral code given at registration by user ${userId} is ${taken}`);
      return;
    }
    await this.codes.recordRedemption(client, code, userId, 'registration');
    await this.members.changeStanding(client, member, { referralPremium: true });
  }
}
