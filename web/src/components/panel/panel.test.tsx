import { render, screen, within } from '@testing-library/react';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its heading, with the count once there is one', () => {
    render(
      <>
        <Panel title="My Reviews" count={0} headingId="empty-heading">
          <p>No reviews yet.</p>
        </Panel>
        <Panel
          title="Visited Springs"
          count={4}
          headingId="visited-heading"
          action={<a href="/x">View all</a>}
        >
          <p>Cards</p>
        </Panel>
      </>,
    );
    expect(screen.getByRole('region', { name: 'My Reviews' })).toHaveTextContent('No reviews yet.');
    const visited = screen.getByRole('region', { name: 'Visited Springs (4)' });
    expect(within(visited).getByRole('link', { name: 'View all' })).toBeInTheDocument();
  });

  it('without a heading id is a plain section with its heading', () => {
    render(
      <Panel title="Location">
        <p>Map</p>
      </Panel>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
