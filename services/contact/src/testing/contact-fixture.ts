import {
  type ContactReceived,
  ContactReceivedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { Database } from '@hotsprings/service-kit';
import { streamEvents, useServiceUnderTest } from '@hotsprings/service-kit/testing';
import { AppModule } from '../app.module';
import { contactConfigSchema } from '../config/contact-config.schema';

export interface ContactFixture {
  readonly url: string;
  readonly db: Database;
  readonly databaseUrl: string;
  /** The contact.message.received events published so far, oldest first. */
  receivedEvents(): Promise<ContactReceived[]>;
}

export const A_MESSAGE = {
  name: 'River Soaker',
  email: 'river@example.com',
  subject: 'A spring that is closed',
  message: 'The pools at Kirkham are closed for repairs this summer.\nThanks for the site!',
};

/**
 * Registers the hooks that start, before the file's tests, a private NATS server and the whole
 * service on a database of its own with the given settings (SMTP_URL, ...); and stop them after.
 */
export function useContactService(env: () => Record<string, string> = () => ({})): ContactFixture {
  const service = useServiceUnderTest(() => ({
    name: 'contact',
    configSchema: contactConfigSchema,
    module: (config) => AppModule.forRoot(config),
    env,
    streams: [STREAMS.contact],
  }));
  return {
    get url() {
      return service.url;
    },
    get db() {
      return service.db;
    },
    get databaseUrl() {
      return service.databaseUrl;
    },
    receivedEvents: () =>
      streamEvents(service.nc, STREAMS.contact, SUBJECTS.contactReceived, ContactReceivedSchema),
  };
}
