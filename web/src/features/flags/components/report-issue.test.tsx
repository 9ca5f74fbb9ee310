import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { ReportIssue } from './report-issue';

const FLAG = {
  id: '31',
  spring_id: 12,
  fact: 'temperature',
  note: 'Closer to 90 °F.',
  status: 'open',
  created_at: '2026-11-26T10:00:00.000Z',
};

describe('ReportIssue', () => {
  it('asks a signed-out visitor to log in instead of showing the form', async () => {
    const calls = handleApi(() => undefined);
    await renderElement(<ReportIssue springId={12} />);
    const toggle = screen.getByRole('button', { name: 'Report an issue' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/You must be logged in to report an issue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the fact and the note, then thanks the member and closes', async () => {
    const calls = handleApi(({ method }) => (method === 'POST' ? [201, FLAG] : undefined));
    await renderElement(<ReportIssue springId={12} />, { auth: TEST_USER });
    const toggle = screen.getByRole('button', { name: 'Report an issue' });
    await userEvent.click(toggle);
    const form = screen.getByRole('form', { name: 'Report an issue with this spring' });
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    const facts = screen.getByRole('group', { name: 'Which fact is wrong?' });
    expect([...facts.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Name',
      'Location',
      'Temperature',
      'Other',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Temperature' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What is wrong?' }),
      'Closer to 90 °F.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Thanks — we'll check this");
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/springs/12/flags',
        body: { fact: 'temperature', note: 'Closer to 90 °F.' },
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says what is missing before sending, and shows the server’s refusal', async () => {
    const calls = handleApi(({ method }) =>
      method === 'POST'
        ? [
            429,
            {
              error:
                'You have reached the limit of 10 issue reports a day. Please try again in about 5 hours.',
              code: 'rate_limited',
            },
          ]
        : undefined,
    );
    await renderElement(<ReportIssue springId={12} />, { auth: TEST_USER });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose which fact is wrong.');
    await userEvent.click(screen.getByRole('radio', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'What is wrong?' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please describe what is wrong in the note.',
    );
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'Misspelt');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of 10 issue reports a day.',
    );
    expect(screen.getByRole('form')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
