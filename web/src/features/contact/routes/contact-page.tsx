import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  MAX_CONTACT_EMAIL_LENGTH,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
} from '@hotsprings/contracts/limits';
import { Button } from '../../../components/button';
import { FormError, FormField, formStyles, TextAreaField } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useHydrated } from '../../../lib/use-hydrated';
import { type ContactMessage, useSendContactMessageMutation } from '../api/contact.api';
import styles from './contact-page.module.css';

const SENT = 'Thank you for your message! We will get back to you soon.';
const FAILED = 'Submission failed. Please try again later.';
const NO_ANSWER = 'An error occurred. Please try again.';
const NEEDS_SCRIPT =
  'Sending a message needs JavaScript: turn it on in your browser to write to us.';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** The four fields of a contact message, all required, capped as the service caps. */
const FIELDS: {
  name: keyof ContactMessage;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  maxLength: number;
}[] = [
  {
    name: 'name',
    label: 'Name',
    type: 'text',
    autoComplete: 'name',
    maxLength: MAX_CONTACT_NAME_LENGTH,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    maxLength: MAX_CONTACT_EMAIL_LENGTH,
  },
  { name: 'subject', label: 'Subject', type: 'text', maxLength: MAX_CONTACT_SUBJECT_LENGTH },
  { name: 'message', label: 'Message', type: 'textarea', maxLength: MAX_CONTACT_MESSAGE_LENGTH },
];

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** /contact: idle, sending, success (the form cleared) or error. */
export function ContactPage() {
  useDocumentMeta(PUBLIC_PAGE_HEADS['/contact'].title, PUBLIC_PAGE_HEADS['/contact'].description);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [fields, setFields] = useState(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The server's copy of the form cannot send: until the app has taken the page over, the browser
  // itself would send it, as a GET that puts the message in the address and loses it.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = await send(fields);
    if (!result.error) {
      setOutcome({ tone: 'success', text: SENT });
      setFields(EMPTY);
      return;
    }
    // The server's reason; when there was no answer at all, a plainer word.
    const text =
      errorStatus(result.error) === null ? NO_ANSWER : errorMessage(result.error, FAILED);
    setOutcome({ tone: 'error', text });
  };

  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact Us">
        <p>
          A question, a spring we got wrong, or an idea for the site? Write to us and we will answer
          by e-mail.
        </p>
      </PageHeader>
      <div className={styles.page}>
        <form className={`${formStyles.form} ${formStyles.card}`} onSubmit={submit}>
          {FIELDS.map(({ name, label, type, autoComplete, maxLength }) => {
            const props = {
              label,
              name,
              required: true,
              maxLength,
              value: fields[name],
              onChange: (event: { target: { value: string } }) =>
                setFields((current) => ({ ...current, [name]: event.target.value })),
            };
            return type === 'textarea' ? (
              <TextAreaField key={name} rows={7} {...props} />
            ) : (
              <FormField key={name} type={type} autoComplete={autoComplete} {...props} />
            );
          })}
          {outcome?.tone === 'error' && <FormError>{outcome.text}</FormError>}
          {outcome?.tone === 'success' && (
            <p className={styles.sent} role="status">
              {outcome.text}
            </p>
          )}
          <noscript>
            <p className={formStyles.error}>{NEEDS_SCRIPT}</p>
          </noscript>
          <div className={formStyles.actions}>
            <Button type="submit" disabled={!hydrated || isLoading}>
              {isLoading ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
