import { render, screen } from '@testing-library/react';
import { aSpringSummary } from '../../../../testing/spring-fixtures';
import { SpringPopup } from './spring-popup';

describe('SpringPopup', () => {
  it('shows name, rating, temperature with its marker category, state and the details link', () => {
    render(
      <SpringPopup
        spring={aSpringSummary({
          id: 12,
          name: 'Boiling River',
          average_rating: 4.26,
          temperature_f: 100,
          state_code: 'WY',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Boiling River' })).toBeInTheDocument();
    expect(screen.getByText('4.3 / 5')).toBeInTheDocument();
    // 100 °F is a 'Hot' filter match but a warm marker.
    expect(screen.getByText('(Warm)')).toBeInTheDocument();
    expect(screen.getByText('WY')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View Full Details' });
    expect(link).toHaveAttribute('href', '/springs/12');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("falls back to 'Unnamed Spring', 'N/A' and 'Unknown Temp'", () => {
    render(<SpringPopup spring={aSpringSummary({ id: 3, average_rating: 0 })} />);
    expect(screen.getByRole('heading', { name: 'Unnamed Spring' })).toBeInTheDocument();
    expect(screen.getAllByText('N/A').length).toBeGreaterThan(0);
    expect(screen.getByText('(Unknown Temp)')).toBeInTheDocument();
  });

  it('marks a spring the API finds not for soaking, with the NOAA figure as the source', () => {
    render(
      <SpringPopup
        spring={aSpringSummary({ temperature_f: 190, safety_level: 'not_for_soaking' })}
      />,
    );
    expect(screen.getByText('Not for soaking')).toBeInTheDocument();
    expect(screen.getByText('Source: NOAA thermal springs list, 190°F')).toBeInTheDocument();
  });

  it('marks nothing on a spring of any other level', () => {
    render(
      <SpringPopup spring={aSpringSummary({ temperature_f: 130, safety_level: 'scald_risk' })} />,
    );
    expect(screen.queryByText('Not for soaking')).not.toBeInTheDocument();
  });

  it('gives the drive time beside the distance where the router knows it', () => {
    render(<SpringPopup spring={aSpringSummary()} distanceMi={38.2} driveSeconds={52 * 60} />);
    expect(screen.getByText('Distance').nextElementSibling).toHaveTextContent(
      /^38 mi · 52 min drive$/,
    );
  });

  it('gives the distance from the place searched, and none without one', () => {
    const { unmount } = render(<SpringPopup spring={aSpringSummary()} distanceMi={38.2} />);
    expect(screen.getByText('Distance')).toBeInTheDocument();
    expect(screen.getByText('38 mi')).toBeInTheDocument();
    unmount();
    render(<SpringPopup spring={aSpringSummary()} />);
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();
  });
});
