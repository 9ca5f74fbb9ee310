import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement } from '../../../testing/render';
import { ContactPage } from './contact-page';
import { stubApiOffline } from '../../../testing/fetch-stub';

const MESSAGE = {
  name: 'River Soaker',
  email: 'river@example.com',
  subject: 'A closed spring',
  message: 'Kirkham is closed this summer.',
};

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Name'), MESSAGE.name);
  await userEvent.type(screen.getByLabelText('Email'), MESSAGE.email);
  await userEvent.type(screen.getByLabelText('Subject'), MESSAGE.subject);
  await userEvent.type(screen.getByLabelText('Message'), MESSAGE.message);
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactPage', () => {
  it("sends the four fields, reads 'Sending...' meanwhile, thanks and clears the form", async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const calls = handleApi(() => new Promise((resolve) => (answer = resolve)));
    await renderElement(<ContactPage />);
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer([
      201,
      { id: '1', message: 'Thank you for your message! We will get back to you soon.' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your message! We will get back to you soon.',
    );
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/contact', body: MESSAGE });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('requires every field, the email as an address (the browser checks)', async () => {
    await renderElement(<ContactPage />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it("shows the server's reason, else 'Submission failed. Please try again later.'", async () => {
    handleApi(() => [429, { error: 'Too many attempts. Please wait a minute and try again.' }]);
    await renderElement(<ContactPage />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue(MESSAGE.name);

    handleApi(() => [502, {}]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Submission failed. Please try again later.',
    );
  });

  it("says 'An error occurred. Please try again.' when no answer comes", async () => {
    stubApiOffline();
    await renderElement(<ContactPage />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    );
  });
});
