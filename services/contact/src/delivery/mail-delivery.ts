import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import { CONTACT_CONFIG, type ContactConfig } from '../config/contact-config.schema';
import { MessagesRepository } from '../messages/messages.repository';
import { contactMail } from './contact-mail';

const IDLE_POLL_MS = 1000;

/**
 * Sends stored messages on by SMTP when SMTP_URL is set: a loop, like the outbox relay, so that a
 * message is accepted whenever the database is up and an unreachable mail server only delays it.
 * A failed attempt is tried again later, waiting longer each time.
 */
@Injectable()
export class MailDelivery implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDelivery.name);
  private readonly transport: Transporter | null;
  private stopped = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(
    @Inject(CONTACT_CONFIG) private readonly config: ContactConfig,
    private readonly db: Database,
    private readonly messages: MessagesRepository,
  ) {
    // Timeouts well under the defaults' minutes: a silent server must not hold a message locked.
    this.transport = config.SMTP_URL
      ? createTransport({
          url: config.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  onApplicationBootstrap(): void {
    if (this.transport) this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.transport?.close();
  }

  /** A new message: it goes out now rather than at the next poll. */
  notify(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        while (!this.stopped && (await this.deliverNext())) {
          // until nothing is due
        }
      } catch (err) {
        this.logger.warn(`contact mail delivery: ${String(err)}`);
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, IDLE_POLL_MS);
      });
    }
  }

  /** Sends the next due message; false when none is due. */
  private deliverNext(): Promise<boolean> {
    return this.db.transaction(async (client) => {
      const row = await this.messages.lockNextDue(client);
      if (!row) return false;
      const mail = contactMail(row, {
        from: this.config.CONTACT_FROM,
        to: this.config.CONTACT_TO!,
      });
      try {
        await this.transport!.sendMail(mail);
        await this.messages.markDelivered(client, row.id);
      } catch (err) {
        this.logger.warn(`message ${row.id} not delivered: ${String(err)}`);
        await this.messages.markFailed(
          client,
          row.id,
          String(err),
          this.config.DELIVERY_RETRY_SECONDS,
        );
      }
      return true;
    });
  }
}
