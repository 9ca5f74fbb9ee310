import { Inject, Injectable } from '@nestjs/common';
import { STREAMS, SUBJECTS, UserRegisteredSchema } from '@hotsprings/contracts';
import {
  type ContractEvent,
  Database,
  EventConsumer,
  NATS_CONNECTION,
} from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { MembersRepository } from '../members/members.repository';
import { ReferralsService } from '../referrals/referrals.service';

/** Shared by every replica, so each registration is handled once. */
export const USER_EVENTS_DURABLE = 'billing-users';

const CONTRACTS = { [SUBJECTS.userRegistered]: UserRegisteredSchema };

/**
 * Learns every member from auth.user.registered (the email a Stripe customer is created with)
 * and grants premium for a referral code given at registration. A new durable starts at the
 * beginning of the AUTH stream, so a new database learns every member ever registered.
 */
@Injectable()
export class UserEventsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly db: Database,
    private readonly members: MembersRepository,
    private readonly referrals: ReferralsService,
  ) {
    super(nc, {
      stream: STREAMS.auth,
      durableName: USER_EVENTS_DURABLE,
      filterSubjects: [SUBJECTS.userRegistered],
      contracts: CONTRACTS,
      isValid: ({ message }) => message.userId > 0n && !!message.username,
    });
  }

  protected async handle({ message }: ContractEvent<typeof CONTRACTS>): Promise<void> {
    const userId = message.userId.toString();
    const { username, email, referralCode } = message;
    await this.db.transaction(async (client) => {
      await this.members.remember(client, { userId, username, email });
      if (referralCode) await this.referrals.applyAtRegistration(client, userId, referralCode);
    });
  }
}
