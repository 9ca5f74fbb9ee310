import { Controller } from '@nestjs/common';
import {
  BILLING_RPC,
  PremiumStandingSchema,
  RegisterMemberRequestSchema,
  type RegisterMemberRequest,
} from '@hotsprings/contracts';
import { AnswersRpc, rpcRefusal } from '@hotsprings/service-kit';
import { RegistrationsService } from './registrations.service';

/** What auth asks billing over NATS request/reply (queue group: billing). */
@Controller()
export class RegistrationsRpcController {
  constructor(private readonly registrations: RegistrationsService) {}

  @AnswersRpc(BILLING_RPC.registerMember, RegisterMemberRequestSchema, PremiumStandingSchema)
  async registerMember(request: RegisterMemberRequest) {
    if (request.userId <= 0n || !request.username) {
      throw rpcRefusal('user_id and username are required.');
    }
    const member = await this.registrations.decide({
      userId: request.userId.toString(),
      username: request.username,
      email: request.email,
      referralCode: request.referralCode || undefined,
    });
    return {
      userId: request.userId,
      isPremium: member.is_premium,
      subscriptionStatus: member.subscription_status,
      version: BigInt(member.version),
    };
  }
}
