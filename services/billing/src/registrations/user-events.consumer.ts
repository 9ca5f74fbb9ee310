import { Inject, Injectable } from '@nestjs/common';
import { STREAMS, SUBJECTS, UserRegisteredSchema } from '@hotsprings/contracts';
import { type ContractEvent, EventConsumer, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { RegistrationsService } from './registrations.service';

/** Shared by every replica, so each registration is handled once. */
export const USER_EVENTS_DURABLE = 'billing-users';

const CONTRACTS = { [SUBJECTS.userRegistered]: UserRegisteredSchema };

/**
 * Learns every member from auth.user.registered (the email a Stripe customer is created with)
 * and grants premium for a referral code given at registration, unless auth's question did so
 * already. A new durable starts at the beginning of the AUTH stream, so a new database learns
 * every member ever registered.
 */
@Injectable()
export class UserEventsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly registrations: RegistrationsService,
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
    const { username, email, referralCode } = message;
    await this.registrations.learn({
      userId: message.userId.toString(),
      username,
      email,
      referralCode: referralCode || undefined,
    });
  }
}
