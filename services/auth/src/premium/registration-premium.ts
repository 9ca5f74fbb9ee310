import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BILLING_RPC,
  PremiumStandingSchema,
  RegisterMemberRequestSchema,
} from '@hotsprings/contracts';
import { RpcClient } from '@hotsprings/service-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config.schema';
import type { UserRow } from '../users/user-row';
import { PremiumRepository } from './premium.repository';

/**
 * A referral code given at registration, decided by billing before the registration answers: auth
 * asks billing (NATS request/reply), which applies the code and answers with the member's standing
 * once every service keeping premium has it; auth keeps that standing as it keeps billing's
 * events. So the registration's answer, and every request after it, says premium when the code
 * grants it. When billing cannot be asked in BILLING_TIMEOUT_MS the registration answers without
 * it: the code travels in auth.user.registered too, and billing applies it from there.
 */
@Injectable()
export class RegistrationPremium {
  private readonly logger = new Logger(RegistrationPremium.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly premium: PremiumRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Never fails: the account exists already, and the event path still applies the code. */
  async applyReferralCode(user: UserRow, referralCode: string): Promise<void> {
    try {
      const standing = await this.rpc.ask(
        BILLING_RPC.registerMember,
        RegisterMemberRequestSchema,
        PremiumStandingSchema,
        {
          userId: BigInt(user.id),
          username: user.username,
          email: user.email,
          referralCode,
        },
        this.config.BILLING_TIMEOUT_MS,
      );
      await this.premium.keep(standing);
    } catch (err) {
      this.logger.warn(
        `billing's word on the referral code of user ${user.id} is not known yet (${String(err)}); ` +
          'it follows from auth.user.registered',
      );
    }
  }
}
