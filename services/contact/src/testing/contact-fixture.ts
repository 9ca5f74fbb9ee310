import {
  type ContactReceived,
  ContactReceivedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import {
  type ServiceUnderTest,
  streamEvents,
  useServiceUnderTest,
  withHelpers,
} from '@hotsprings/service-kit/testing';
import { AppModule } from '../app.module';
import { contactConfigSchema } from '../config/contact-config.schema';

export type ContactFixture = ServiceUnderTest & ContactHelpers;

interface ContactHelpers {
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
  return withHelpers(service, {
    receivedEvents: () =>
      streamEvents(service.nc, STREAMS.contact, SUBJECTS.contactReceived, ContactReceivedSchema),
  });
}
