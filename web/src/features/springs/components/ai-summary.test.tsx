import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetSpringQuery } from '../api/springs.api';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { aSpring } from '../../../testing/spring-fixtures';
import { AiSummary } from './ai-summary';

const FULL = 'Bailey Hot Spring is a thermal spring in Alaska, near Wrangell.';
const SHORT = 'Bailey Hot Spring is a thermal...';

/** The summary of spring 12 as its page holds it (the answer of GET /api/springs/12). */
function SpringTwelve() {
  const { data } = useGetSpringQuery('12');
  return data ? <AiSummary spring={data} /> : null;
}

/**
 * The springs service for spring 12: its page holds `aiSummary` until a summary is written,
 * then that one, as the service stores it (the page asks again once one is written).
 */
function answerSpring(aiSummary: string | null, summary: () => [number, unknown]) {
  let stored = aiSummary;
  return handleApi(({ method, path }) => {
    if (path === '/api/springs/12') return [200, aSpring({ id: 12, ai_summary: stored })];
    if (method === 'POST' && path === '/api/springs/12/summary') {
      const [status, body] = summary();
      if (status === 200) stored = (body as { summary: string }).summary;
      return [status, body];
    }
    return undefined;
  });
}

describe('AiSummary', () => {
  it('is generated on a signed-in visit when the spring has none: generating, then shown', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    let stored: string | null = null;
    const calls = handleApi(({ method, path }) => {
      if (path === '/api/springs/12') return [200, aSpring({ id: 12, ai_summary: stored })];
      if (method === 'POST')
        return new Promise((resolve) => {
          answer = (value) => {
            stored = FULL;
            resolve(value);
          };
        });
      return undefined;
    });
    const premium = { ...TEST_USER, is_premium: true };
    await renderElement(<SpringTwelve />, { auth: premium });
    expect(await screen.findByRole('status')).toHaveTextContent('Generating summary...');
    answer([200, { summary: FULL }]);
    expect(await screen.findByText(FULL)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/Premium members read/)).not.toBeInTheDocument();
  });

  it("says 'Error generating summary: ...' with 'Retry Summary', which tries again", async () => {
    let fail = true;
    answerSpring(null, () =>
      fail ? [502, { error: 'The model is down.' }] : [200, { summary: FULL }],
    );
    await renderElement(<SpringTwelve />, { auth: TEST_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error generating summary: The model is down.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Summary' }));
    expect(await screen.findByText(FULL)).toBeInTheDocument();
  });

  it("an answer saying signing in is needed reads 'User not authenticated'", async () => {
    answerSpring(null, () => [401, { error: 'You must be logged in.', code: 'unauthenticated' }]);
    await renderElement(<SpringTwelve />, { auth: TEST_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error generating summary: User not authenticated',
    );
  });

  it("decides on the answer's code, not on its status or words", async () => {
    answerSpring(null, () => [401, { error: 'Not authenticated here.', code: 'forbidden' }]);
    await renderElement(<SpringTwelve />, { auth: TEST_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error generating summary: Not authenticated here.',
    );
  });

  it('a summary cut short comes with the upgrade prompt for members who are not premium', async () => {
    answerSpring(SHORT, () => [500, {}]);
    await renderElement(<SpringTwelve />, { auth: TEST_USER });
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.getByText(/Premium members read the full AI summary/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('visitors see a stored summary, cut short, with sign-up and log-in; nothing is generated for them', async () => {
    const calls = answerSpring(SHORT, () => [200, { summary: FULL }]);
    await renderElement(<SpringTwelve />);
    expect(await screen.findByText(SHORT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
