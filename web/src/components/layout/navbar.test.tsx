import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../testing/fetch-stub';
import userEvent from '@testing-library/user-event';
import { expectLinks, renderElement, TEST_USER } from '../../testing/render';
import { Navbar } from './navbar';

/** A member's own pages, in the account menu and in the mobile menu alike. */
const MEMBER_LINKS = { Profile: '/profile/river%20rat', Settings: '/profile/settings' };

describe('Navbar', () => {
  it("offers 'Sign In' while the auth status loads, as the server draws the page", async () => {
    await renderElement(<Navbar />, { auth: 'loading' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /account/i })).not.toBeInTheDocument();
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

    await userEvent.click(trigger);
    expect(screen.getByText('river@example.com')).toBeInTheDocument();
    expectLinks(screen.getByRole('menu'), MEMBER_LINKS, 'menuitem');
  });

  it('lists the links, Sign In and Register in the mobile menu', async () => {
    await renderElement(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expectLinks(menu, {
      Map: '/explore-map',
      Community: '/community',
      'Sign In': '/login',
      Register: '/register',
    });
    expect(within(menu).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on a press outside the header or on Escape', async () => {
    await renderElement(
      <>
        <Navbar />
        <p>page</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    fireEvent.pointerDown(
      within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Community' }),
    );
    expect(document.getElementById('mobile-menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('page'));
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
  });

  it("holds a member's Profile, Settings and Log out in the mobile menu", async () => {
    const fetchStub = stubApi({ '/api/auth/logout': [204, null] });
    const { router } = await renderElement(<Navbar />, { auth: TEST_USER, path: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expectLinks(menu, MEMBER_LINKS);
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((fetchStub.mock.calls[0]![0] as Request).url).toMatch(/\/api\/auth\/logout$/);
    await waitFor(() => expect(document.getElementById('mobile-menu')).not.toBeInTheDocument());
  });
});
