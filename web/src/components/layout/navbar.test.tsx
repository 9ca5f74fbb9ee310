import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderElement, TEST_USER } from '../../testing/render';
import { Navbar } from './navbar';

describe('Navbar', () => {
  it('shows a placeholder avatar while the auth status loads', async () => {
    await renderElement(<Navbar />, { auth: 'loading' });
    expect(screen.getByTestId('avatar-placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
  });

  it("offers 'Sign In' and 'Register' to visitors, without the planner", async () => {
    await renderElement(<Navbar />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Trip Planner' })).not.toBeInTheDocument();
  });

  it("shows a signed-in user's initials, the planner and their menu", async () => {
    await renderElement(<Navbar />, { auth: TEST_USER });
    expect(screen.getByRole('link', { name: 'Trip Planner' })).toHaveAttribute('href', '/planner');
    const trigger = screen.getByRole('button', { name: /account menu/i });
    expect(trigger).toHaveTextContent('RR');

    await userEvent.hover(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('river@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/river%20rat',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('lists the links in the mobile menu', async () => {
    await renderElement(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/explore-map');
    expect(within(menu).getByRole('link', { name: 'Community' })).toBeInTheDocument();
  });
});
