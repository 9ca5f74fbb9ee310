import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import type { MemberRow } from '../members/member-row';
import { MembersRepository, type StandingChanged } from '../members/members.repository';
import { PremiumPropagation } from '../members/premium-propagation';
import { premiumChanged } from '../members/premium-events';
import { ReferralsService } from '../referrals/referrals.service';

/** A registration as auth tells it: the member, and the referral code they gave, if any. */
export interface Registration {
  userId: string;
  username: string;
  email: string;
  referralCode: string | undefined;
}

/**
 * What billing makes of a registration, heard from auth twice: auth asks at once when a code was
 * given (so the registration's answer says what it granted), and auth.user.registered follows as
 * the fallback when billing could not be asked. Either way the member is remembered and the code
 * applied once.
 */
@Injectable()
export class RegistrationsService {
  constructor(
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly referrals: ReferralsService,
    private readonly propagation: PremiumPropagation,
  ) {}

  /** Remembers the member and applies their code, in one transaction. */
  learn(registration: Registration): Promise<StandingChanged> {
    const { userId, username, email, referralCode } = registration;
    return this.db.transaction(async (client) => {
      await this.members.remember(client, { userId, username, email });
      const member = (await this.members.lock(client, userId))!;
      if (!referralCode) return { member, announcement: null };
      return this.referrals.applyAtRegistration(client, member, referralCode);
    });
  }

  /**
   * Auth's question: the member's standing once the code is applied and every service keeping
   * premium has it. When the registration's event was first and already made the member premium,
   * that standing is announced again (same version, which every service keeps once) for the
   * wait to cover it: its own event may still be in the outbox.
   */
  async decide(registration: Registration): Promise<MemberRow> {
    const { member, announcement } = await this.learn(registration);
    await this.propagation.applied(
      announcement ?? (member.is_premium ? premiumChanged(member) : null),
    );
    return member;
  }
}
