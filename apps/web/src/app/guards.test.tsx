import type { TSessionUser } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/constants';
import { type PageName, pages } from '@homebid/contracts/routes';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clearSession, getSession, saveSession } from '@/lib/session';
import { GuestOnly, HomeRedirect, RequireRole } from './guards';

// The guards as the router places them (app/router.tsx): each page of the page list behind the guard
// of its `access`, the provider's pages behind the provider role's guard.

const provider: TSessionUser = {
  id: 7,
  provider_id: 3,
  name: 'Riley Pro',
  email: 'riley@example.test',
  mobile_number: '2125550199',
  user_type: USER_TYPE.provider,
  is_pro_provider: false,
  signup_status: 'completed',
};
const customer: TSessionUser = {
  ...provider,
  id: 8,
  provider_id: null,
  name: 'Casey Customer',
  email: 'casey@example.test',
  user_type: USER_TYPE.customer,
};

function signInAs(user: TSessionUser) {
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  saveSession({ 'access-token': `token-${user.id}`, client: `client-${user.id}`, uid: user.email, expiry }, user);
}

const screenOf = (name: string) => ({ path: pages[name as PageName]?.path ?? name, element: <h1>{name}</h1> });

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeRedirect /> },
      { element: <GuestOnly />, children: [screenOf('login'), screenOf('register')] },
      { element: <RequireRole allow="provider" />, children: [screenOf('dashboard'), screenOf('leads')] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

describe('the page list', () => {
  it('names who may see each page: anyone, guests, or one role', () => {
    const allowed = ['public', 'guest', ...Object.keys(USER_TYPE)];
    for (const page of Object.values(pages)) expect(allowed).toContain(page.access);
    expect(pages.dashboard.access).toBe('provider');
    expect(pages.leadPayment.access).toBe('provider');
  });
});

describe('the guard of a role', () => {
  it('sends a signed-out visitor to /login, remembering the page', async () => {
    const router = openAt('/leads?tab=2');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.state).toEqual({ from: '/leads?tab=2' });
  });

  it('opens the page to a session of its role', async () => {
    signInAs(provider);
    openAt('/leads');
    expect(await screen.findByRole('heading', { name: 'leads' })).toBeTruthy();
  });

  it('keeps a provider whose registration is not completed on /register', async () => {
    signInAs({ ...provider, signup_status: 'business-info' });
    const router = openAt('/leads');
    expect(await screen.findByRole('heading', { name: 'register' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.register);
  });

  it('sends a customer session on a provider page to /login, shows the login there, and keeps the session', async () => {
    signInAs(customer);
    const router = openAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.queryByRole('heading', { name: 'dashboard' })).toBeNull();
    expect(getSession()?.user.user_type).toBe(USER_TYPE.customer);
  });

  it('takes a provider from /login back to the page asked for once signed in', async () => {
    const router = openAt('/leads');
    await screen.findByRole('heading', { name: 'login' });
    await act(async () => signInAs(provider));
    expect(await screen.findByRole('heading', { name: 'leads' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/leads');
  });
});

describe('the home redirect', () => {
  it('leads a provider to the dashboard', async () => {
    signInAs(provider);
    openAt('/');
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
  });

  it('leads a customer session, which has no pages here yet, to /login', async () => {
    signInAs(customer);
    const router = openAt('/');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });
});
