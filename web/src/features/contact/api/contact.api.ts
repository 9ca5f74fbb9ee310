import type { ContactReceiptJson } from '@hotsprings/contracts';
import { api } from '../../../lib/api';

/** A contact message: name, email, subject and message. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceiptJson, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
