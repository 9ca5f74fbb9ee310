import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SafetyJson } from '@hotsprings/contracts';
import { NOAA_REFERENCE } from '@hotsprings/contracts/safety';
import { SafetyCard } from './safety-card';
import { SourceNote } from './source-note';

const NOAA = {
  text: 'NOAA thermal springs list, 1980: 190 °F',
  reference: NOAA_REFERENCE,
  url: null,
};
const CDC = {
  text: 'CDC: Naegleria fowleri',
  reference: null,
  url: 'https://www.cdc.gov/naegleria/',
};

describe('SafetyCard', () => {
  it('says what the API says, each reason with its source, a closure first', () => {
    const safety: SafetyJson = {
      level: 'not_for_soaking',
      reasons: [
        {
          code: 'closure_reported',
          text: 'A member found it closed on 2026-11-02.',
          source: { text: 'Reported closed by alice on 2026-11-02', reference: null, url: null },
        },
        {
          code: 'not_for_soaking',
          text: '190 °F (NOAA) at the source: not for soaking.',
          source: NOAA,
        },
      ],
    };
    render(<SafetyCard safety={safety} />);
    const card = screen.getByRole('region', { name: 'Safety: Not for soaking' });
    const reasons = within(card).getAllByRole('listitem');
    expect(reasons[0]).toHaveTextContent(
      'A member found it closed on 2026-11-02.Source: Reported closed by alice on 2026-11-02',
    );
    expect(reasons[1]).toHaveTextContent('190 °F (NOAA) at the source: not for soaking.');
    expect(reasons[1]).toHaveTextContent(`Source: ${NOAA.text}${NOAA_REFERENCE}`);
    expect(within(card).getByRole('link', { name: 'The seven principles' })).toHaveAttribute(
      'href',
      'https://lnt.org/why/7-principles/',
    );
  });

  it('links a source that has an address; an unknown temperature reads "Unknown"', () => {
    render(
      <SafetyCard
        safety={{
          level: 'unknown',
          reasons: [
            {
              code: 'unknown_temperature',
              text: 'Temperature: Unknown. No figure is recorded.',
              source: { ...NOAA, text: 'NOAA thermal springs list, 1980: no temperature recorded' },
            },
            { code: 'warm_water', text: 'Keep your head above water.', source: CDC },
          ],
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Safety: Temperature unknown' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Temperature: Unknown\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CDC: Naegleria fowleri' })).toHaveAttribute(
      'href',
      CDC.url,
    );
  });

  it('reads a level it does not know as the general advice', () => {
    render(<SafetyCard safety={{ level: 'new_level', reasons: [] }} />);
    expect(screen.getByRole('heading', { name: 'Safety: General advice' })).toBeInTheDocument();
  });
});

describe('SourceNote', () => {
  // The browser test opens it by keyboard (jsdom does not activate a summary from one).
  it('opens to where the fact comes from; without a source there is no marker', async () => {
    const { container } = render(<SourceNote source={NOAA} fact="temperature" />);
    const marker = screen.getByText('source', { exact: false });
    expect(marker).toHaveTextContent('source of the temperature');
    expect(container.querySelector('details')).not.toHaveAttribute('open');
    await userEvent.click(marker);
    expect(container.querySelector('details')).toHaveAttribute('open');
    render(<SourceNote source={null} fact="rating" />);
    expect(screen.queryByText(/of the rating/)).not.toBeInTheDocument();
  });
});
