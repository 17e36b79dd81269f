import type { TSessionUser } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/constants';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { CustomerHeader } from './customer-header';
import { customerSectionOf } from './customer-nav-items';

const user: TSessionUser = {
  id: 8,
  provider_id: null,
  name: 'Casey Customer',
  email: 'casey@example.test',
  mobile_number: '2125550142',
  user_type: USER_TYPE.customer,
  is_pro_provider: false,
  signup_status: 'completed',
};
const session: Session = { 'access-token': 't', client: 'c', uid: user.email, expiry: 0, user };

function renderAt(path: string, onSignOut = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <CustomerHeader
        session={session}
        onSignOut={onSignOut}
        NotificationBell={() => <button type="button">Bell</button>}
      />
    </MemoryRouter>,
  );
  return onSignOut;
}

describe('customerSectionOf', () => {
  it('marks My Projects on the list and a project, Post a project on /hire, nothing elsewhere', () => {
    expect(customerSectionOf('/customer/projects')).toBe('projects');
    expect(customerSectionOf('/customer/projects/12')).toBe('projects');
    expect(customerSectionOf('/hire/new')).toBe('post');
    expect(customerSectionOf('/customer/account')).toBeNull();
    expect(customerSectionOf('/hired')).toBeNull();
  });
});

describe('CustomerHeader', () => {
  it("shows the customer's links, the bell and the account menu by keyboard, ending with Logout", async () => {
    const keyboard = userEvent.setup();
    const onSignOut = renderAt('/customer/projects/3');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My Projects' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Post a project' }).getAttribute('href')).toBe('/hire');
    expect(screen.getByRole('link', { name: 'HomeBid, my projects' }).getAttribute('href')).toBe('/customer/projects');
    expect(screen.getByRole('button', { name: 'Bell' })).toBeTruthy();

    screen.getByRole('button', { name: /Account menu/ }).focus();
    await keyboard.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'Notification Settings', 'Support', 'Logout']);
    await keyboard.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('opens the phone menu with the same links and the person it belongs to', async () => {
    const keyboard = userEvent.setup();
    renderAt('/customer/account');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await keyboard.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByText('casey@example.test')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Projects', 'Post a project', 'My Account', 'Notification Settings', 'Support']);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
